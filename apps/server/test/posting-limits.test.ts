import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../src/config";
import { buildUser, createTestApp, type TestApp, TestClient } from "./app";
import { createAnnouncement, form } from "./factories/announcements";
import { seedPunishment } from "./factories/punishments";

// Flood control: one account's comments on announcements and appeals share a per-minute and a
// per-hour allowance (COMMENTS_PER_MINUTE, COMMENTS_PER_HOUR), and its appeals a daily one
// (APPEALS_PER_DAY); administrators and the owner are not limited.

let t: TestApp;
let announcementId: number;

beforeAll(async () => {
  t = await createTestApp({ COMMENTS_PER_MINUTE: "3", COMMENTS_PER_HOUR: "5", APPEALS_PER_DAY: "2" });
  const owner = await buildUser(t.db, { groups: ["owner"] });
  const staff = new TestClient(t.app);
  await staff.signInAs(t.db, owner.id);
  announcementId = await createAnnouncement(staff, form());
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function signedInClient(groups: string[] = []) {
  const user = await buildUser(t.db, { groups });
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return client;
}

const commentOnAnnouncement = (client: TestClient, text: string) =>
  client.post("/announcements/api/comment/post/", { announcement_id: announcementId, comment: text });

async function announcementComments() {
  const response = await t.app.inject({ method: "GET", url: `/announcements/api/comments/${announcementId}/` });
  return response.json<{ comments: { comment: string }[] }>().comments.map((comment) => comment.comment);
}

const submitAppeal = async (client: TestClient, punishmentId?: number) =>
  client.post("/punished/api/appeal/create/", {
    punishment_id: punishmentId ?? (await seedPunishment(t.db)),
    appeal_message: "It was not me.",
  });

async function openAppeal(client: TestClient) {
  const response = await submitAppeal(client);
  expect(response.statusCode).toBe(201);
  return response.json<{ appeal_id: number }>().appeal_id;
}

describe("comment flood control", () => {
  it("refuses the comment past the per-minute allowance with 429, when to retry, and nothing stored", async () => {
    const client = await signedInClient();
    for (const text of ["first", "second", "third"]) {
      expect((await commentOnAnnouncement(client, text)).statusCode).toBe(201);
    }
    const refused = await commentOnAnnouncement(client, "fourth");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You are posting comments too quickly\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(await announcementComments()).not.toContain("fourth");
  });

  it("counts announcement and appeal comments together, per account", async () => {
    const client = await signedInClient();
    const appealId = await openAppeal(client);
    for (const text of ["a", "b", "c"]) expect((await commentOnAnnouncement(client, text)).statusCode).toBe(201);

    const onAppeal = await client.post("/punished/api/appeal/inspect/comment/post/", {
      appeal_id: appealId,
      comment: "And one on my appeal.",
    });
    expect(onAppeal.statusCode).toBe(429);
    const appeal = await client.get(`/punished/api/appeal/inspect/${appealId}/`);
    expect(appeal.json().comments).toEqual([]);

    // Someone else is not held back by this account's posts.
    const other = await signedInClient();
    expect((await commentOnAnnouncement(other, "another voice")).statusCode).toBe(201);
  });

  it("lets the account post again after a minute, until the hour's allowance is used", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T12:00:00Z") });
    const client = await signedInClient();
    for (const text of ["1", "2", "3"]) expect((await commentOnAnnouncement(client, text)).statusCode).toBe(201);
    expect((await commentOnAnnouncement(client, "too soon")).statusCode).toBe(429);

    vi.setSystemTime(new Date("2026-11-21T12:01:01Z"));
    // A refused attempt does not use up the hour: posts 4 and 5 get through, the sixth does not.
    for (const text of ["4", "5"]) expect((await commentOnAnnouncement(client, text)).statusCode).toBe(201);
    const hourly = await commentOnAnnouncement(client, "6");
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().message).toMatch(/Please try again in (59|60) minutes\.$/);
  });

  it("does not limit administrators or the owner", async () => {
    const submitter = await signedInClient();
    const appealId = await openAppeal(submitter);
    for (const groups of [["administrators"], ["owner"]]) {
      const staff = await signedInClient(groups);
      for (let index = 0; index < 7; index += 1) {
        const response = await staff.post("/punished/api/appeal/inspect/comment/post/", {
          appeal_id: appealId,
          comment: `Staff note ${index}`,
        });
        expect(response.statusCode).toBe(201);
      }
    }
  });

  it("reads its allowances from the environment, 0 meaning no limit, and names a wrong value", () => {
    expect(
      loadConfig({ COMMENTS_PER_MINUTE: "0", COMMENTS_PER_HOUR: "120", APPEALS_PER_DAY: "2" }).postingLimits,
    ).toEqual({ commentsPerMinute: 0, commentsPerHour: 120, appealsPerDay: 2 });
    expect(loadConfig({}).postingLimits).toEqual({ commentsPerMinute: 5, commentsPerHour: 60, appealsPerDay: 5 });
    expect(() => loadConfig({ COMMENTS_PER_MINUTE: "-1" })).toThrow(/COMMENTS_PER_MINUTE/);
    expect(() => loadConfig({ COMMENTS_PER_HOUR: "lots" })).toThrow(/COMMENTS_PER_HOUR/);
    expect(() => loadConfig({ APPEALS_PER_DAY: "1.5" })).toThrow(/APPEALS_PER_DAY/);
  });
});

describe("appeal allowance", () => {
  it("refuses an account's appeals past the day's allowance; failed attempts do not count", async () => {
    const client = await signedInClient();
    expect((await submitAppeal(client, 987_654)).statusCode).toBe(404);
    await openAppeal(client);
    await openAppeal(client);

    const punishmentId = await seedPunishment(t.db);
    const refused = await submitAppeal(client, punishmentId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "You have submitted as many appeals as one account may in a day. Please try again in 24 hours.",
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    const own = await client.get("/punished/api/appeal/list/?is_open=true");
    expect(own.json().appeals).toHaveLength(2);

    // Someone else may still appeal that punishment.
    expect((await submitAppeal(await signedInClient(), punishmentId)).statusCode).toBe(201);
  });

  it("does not limit administrators", async () => {
    const admin = await signedInClient(["administrators"]);
    for (let index = 0; index < 3; index += 1) await openAppeal(admin);
  });
});
