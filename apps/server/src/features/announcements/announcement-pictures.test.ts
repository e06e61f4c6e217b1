import { existsSync } from "node:fs";
import { utimes } from "node:fs/promises";
import { join } from "node:path";
import type { AnnouncementView } from "@bastion/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../test/app";
import { type Actor, type ActorName, buildActors, createAnnouncement } from "../../../test/factories/announcements";
import { coverUpload, picture } from "../../../test/factories/pictures";
import { sweepUnusedPictures, UNUSED_PICTURE_KEPT_MS } from "./announcement-pictures.service";

// Issue 27: staff upload pictures into an announcement's text (not only give an https address); the
// card picture's checks and re-encoding apply, the site's own URL survives the sanitiser, and
// pictures no announcement shows are deleted after a grace period.

const URL_PATH = "/announcements/api/picture/";
let t: TestApp;
let actors: Record<ActorName, Actor>;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  actors = await buildActors(t);
  owner = actors.owner.client;
});
afterAll(() => t.close());

const mediaFile = (url: string) => join(t.config.dataDir, url);

async function upload(client: TestClient, data: Buffer, type = "image/png", field = "img") {
  return client.request({ method: "POST", url: URL_PATH, ...(await coverUpload(data, type, field)) });
}

async function uploaded(client: TestClient, data: Buffer): Promise<string> {
  const response = await upload(client, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string }>().url;
}

/** Makes a stored file look `ms` old, as the sweep judges age by the file's time. */
async function age(url: string, ms: number) {
  const when = new Date(Date.now() - ms);
  await utimes(mediaFile(url), when, when);
}

describe("a picture in an announcement's text", () => {
  it("is stored as WebP keeping its shape, at most 1600 px a side, and served", async () => {
    const wide = await uploaded(owner, await picture("png", 2400, 1200));
    expect(wide).toMatch(/^\/media\/announcements\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(mediaFile(wide)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1600, 800]);

    const small = await uploaded(owner, await picture("jpeg", 300, 200));
    const smallMeta = await sharp(mediaFile(small)).metadata();
    // Never enlarged.
    expect([smallMeta.width, smallMeta.height]).toEqual([300, 200]);

    const served = await t.app.inject({ method: "GET", url: wide });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("keeps the site's own picture URL in the saved content", async () => {
    const url = await uploaded(owner, await picture("png", 800, 600));
    const id = await createAnnouncement(owner, {
      content: `<p>The new spawn:</p><img src="${url}" alt="The spawn"><p>See you there.</p>`,
    });
    const view = (await owner.get(`/announcements/api/view/${id}/`)).json<AnnouncementView>();
    expect(view.announcement.content).toContain(`<img alt="The spawn" src="${url}" />`);
  });

  it("is for those who may create or edit announcements", async () => {
    const data = await picture("png", 400, 300);
    expect((await upload(actors.anonymous.client, data)).statusCode).toBe(401);
    expect((await upload(actors.plain.client, data)).statusCode).toBe(403);
    expect((await upload(actors.delete.client, data)).statusCode).toBe(403);
    expect((await upload(actors.create.client, data)).statusCode).toBe(201);
    expect((await upload(actors.edit.client, data)).statusCode).toBe(201);
  });

  it("refuses what is not a JPEG, PNG or WebP picture, naming the field", async () => {
    for (const [data, type] of [
      [Buffer.from("just some text"), "image/png"],
      [await picture("gif", 200, 200), "image/gif"],
    ] as const) {
      const response = await upload(owner, data, type);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(["img"]);
    }
    const missing = await upload(owner, await picture("png", 200, 200), "image/png", "other");
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(["img"]);
  });
});

describe("the unused-picture sweep", () => {
  it("deletes old pictures no announcement shows, and keeps shown and recent ones", async () => {
    const inText = await uploaded(owner, await picture("png", 400, 300));
    const id = await createAnnouncement(owner, { content: `<p>Look</p><img src="${inText}" alt="">` });
    const cover = (
      await owner.request({
        method: "POST",
        url: `/announcements/api/image/${id}/`,
        ...(await coverUpload(await picture("png", 1600, 900))),
      })
    ).json<{ img: string }>().img;
    const neverSaved = await uploaded(owner, await picture("png", 400, 300));
    const recent = await uploaded(owner, await picture("png", 400, 300));
    const removedFromText = await uploaded(owner, await picture("png", 400, 300));
    const edited = await createAnnouncement(owner, { content: `<img src="${removedFromText}" alt="">` });
    const response = await owner.post(`/announcements/api/edit/${edited}/`, {
      title: "Edited",
      introduction: "No picture now.",
      content: "<p>Words only.</p>",
    });
    expect(response.statusCode).toBe(200);
    const old = UNUSED_PICTURE_KEPT_MS + 60_000;
    for (const url of [inText, cover, neverSaved, removedFromText]) await age(url, old);

    const deleted = await sweepUnusedPictures(t.db, t.config.dataDir);
    expect(deleted).toBe(2);
    expect(existsSync(mediaFile(neverSaved))).toBe(false);
    expect(existsSync(mediaFile(removedFromText))).toBe(false);
    for (const url of [inText, cover, recent]) expect(existsSync(mediaFile(url))).toBe(true);
  });
});
