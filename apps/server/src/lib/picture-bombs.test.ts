import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../test/app";
import { createAnnouncement } from "../../test/factories/announcements";
import { coverUpload, picture } from "../../test/factories/pictures";

const PICTURE_MAX_SIDE = 4096;
const PICTURE_UPLOADS_PER_HOUR = 20;

// A picture bomb: a small file whose header claims a huge canvas. 16,000 x 16,000 pixels of one
// colour compress to ~730 KB of PNG but decode to 768 MB; 32 of them at once took the server past 1 GB.

let t: TestApp;
let bomb: Buffer;

async function signedInClient(groups: string[] = []) {
  const user = await buildUser(t.db, { groups });
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  // Fetched once up front: parallel first requests would each fetch (and overwrite) their own.
  await client.csrf();
  return client;
}

function upload(client: TestClient, url: string, field: string, data: Buffer) {
  return coverUpload(data, "image/png", field).then((body) => client.request({ method: "POST", url, ...body }));
}

beforeAll(async () => {
  t = await createTestApp();
  bomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: "#000000" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 60_000);
afterAll(() => t.close());

describe("picture bombs", () => {
  it("32 bombs in parallel all answer 400 on the picture's field; memory stays bounded and the site answers", async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // Profiles and covers alike, from several accounts so no allowance runs out.
    const targets: { client: TestClient; url: string; field: string }[] = [];
    for (let account = 0; account < 2; account += 1) {
      const client = await signedInClient();
      for (let i = 0; i < 8; i += 1)
        targets.push({ client, url: "/users/api/user-profile/edit/", field: "profile_img" });
    }
    for (let account = 0; account < 2; account += 1) {
      const client = await signedInClient(["owner"]);
      const url = `/announcements/api/image/${await createAnnouncement(client)}/`;
      for (let i = 0; i < 8; i += 1) targets.push({ client, url, field: "img" });
    }

    // The bodies are built before measuring: only what the server does with them is counted.
    const bodies = await Promise.all(targets.map((target) => coverUpload(bomb, "image/png", target.field)));
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      const flood = Promise.all(
        targets.map((target, index) => target.client.request({ method: "POST", url: target.url, ...bodies[index] })),
      );
      const meanwhile = await t.app.inject({ method: "GET", url: "/announcements/api/list/" });
      const answers = await flood;
      peak = Math.max(peak, process.memoryUsage().rss);
      expect(meanwhile.statusCode).toBe(200);
      expect(answers.map((answer) => answer.statusCode)).toEqual(targets.map(() => 400));
      answers.forEach((answer, index) => {
        expect(answer.json().errors[targets[index]?.field ?? ""]).toEqual([
          `The picture is too large: at most ${PICTURE_MAX_SIDE} x ${PICTURE_MAX_SIDE} pixels.`,
        ]);
      });
    } finally {
      clearInterval(sampler);
    }
    // Refused from their headers they cost next to nothing; decoded (as before) they took ~890 MB more.
    expect((peak - baseline) / (1024 * 1024)).toBeLessThan(150);
  }, 120_000);

  it("refuses a picture one pixel wider than 4,096 from its header, and takes a long thin one within it", async () => {
    const client = await signedInClient();
    const wide = await sharp({ create: { width: PICTURE_MAX_SIDE + 1, height: 8, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const refused = await upload(client, "/users/api/user-profile/edit/", "profile_img", wide);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.profile_img[0]).toMatch(/too large/);
    const thin = await sharp({ create: { width: PICTURE_MAX_SIDE, height: 8, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    expect((await upload(client, "/users/api/user-profile/edit/", "profile_img", thin)).statusCode).toBe(200);
  });

  it(`allows ${PICTURE_UPLOADS_PER_HOUR} picture uploads an hour per account, avatars and covers together, then 429 with Retry-After`, async () => {
    const client = await signedInClient(["owner"]);
    const small = await picture("png", 300, 200);
    const coverUrl = `/announcements/api/image/${await createAnnouncement(client)}/`;
    for (let i = 0; i < PICTURE_UPLOADS_PER_HOUR; i += 1) {
      const response =
        i % 2 === 0
          ? await upload(client, "/users/api/user-profile/edit/", "profile_img", small)
          : await upload(client, coverUrl, "img", small);
      expect([i, response.statusCode]).toEqual([i, 200]);
    }
    for (const [url, field] of [
      ["/users/api/user-profile/edit/", "profile_img"],
      [coverUrl, "img"],
    ] as const) {
      const refused = await upload(client, url, field, small);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^You have uploaded too many pictures\. Please try again in (\d+ minutes?|1 hour)\.$/,
      );
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Text-only edits are not pictures and go on working.
    const text = await client.post("/users/api/user-profile/edit/", { about_me: "Still here." });
    expect(text.statusCode).toBe(200);
    // Another account has its own allowance.
    expect(
      (await upload(await signedInClient(), "/users/api/user-profile/edit/", "profile_img", small)).statusCode,
    ).toBe(200);
  });
});
