import { API_PATHS } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createTestDatabase, type TestDatabase } from "../../../test/database";
import { DiscordReceiver } from "../../../test/discord-receiver";
import { secondInstanceOf } from "../../../test/second-instance";
import { queueDiscordEvent } from "./discord-outbox.service";

// Issue 32: the outbox across instances and restarts. Two app instances on one database send each
// message once; a message written and never sent (a kill -9 right after the commit) goes out from
// the next start.

const receiver = new DiscordReceiver();
const TIMING = { retryBaseMs: 1_000, pollMs: 600_000 };
let database: TestDatabase;

const startApp = (db: TestDatabase) =>
  createTestApp({}, { database: db, discord: { apiBase: receiver.url, timing: TIMING } });

async function addWebhook(t: TestApp, id: string) {
  const user = await buildUser(t.db, { groups: ["owner"] });
  const owner = new TestClient(t.app);
  await owner.signInAs(t.db, user.id);
  const response = await owner.post(API_PATHS.discord.webhooks, {
    name: `Staff ${id}`,
    url: `https://discord.com/api/webhooks/${id}/${"t".repeat(68)}`,
    events: ["member_joined"],
    is_public: false,
    enabled: true,
  });
  expect(response.statusCode, response.body).toBe(201);
}

const joined = (db: TestApp["db"], username: string) =>
  db.transaction().execute((trx) => queueDiscordEvent(trx, { kind: "member_joined", username }));

beforeAll(async () => {
  await receiver.start();
  database = await createTestDatabase({ migrated: true });
});
afterAll(async () => {
  await database.drop();
  await receiver.stop();
});

describe("the outbox across instances", () => {
  it("sends a message written before a kill -9 (never sent, the app gone) from the next start", async () => {
    const first = await startApp(database);
    await addWebhook(first, "556677889900112201");
    await first.close();
    // Written and committed with no sender running: what a kill -9 right after the commit leaves.
    await joined(database.handle.db, "survivor");
    expect(receiver.delivered).toHaveLength(0);
    const next = await startApp(database);
    try {
      await next.app.discordOutbox.runNow();
      expect(receiver.titlesFor("556677889900112201")).toEqual(["New member: survivor"]);
    } finally {
      await next.close();
    }
  });

  it("two instances on one database send each message once, in order", async () => {
    const a = await startApp(database);
    const second = secondInstanceOf(database);
    const b = await startApp(second);
    try {
      await addWebhook(a, "556677889900112202");
      receiver.delivered.length = 0;
      receiver.chaos = (path) => (Math.random() < 0.2 && path ? { status: 429, body: { retry_after: 0 } } : undefined);
      const names = Array.from({ length: 20 }, (_, index) => `p${index}`);
      for (const [index, name] of names.entries()) await joined(index % 2 === 0 ? a.db : b.db, name);
      // Until all are in, or 30 s: a busy machine can make a send fail and back off for a second or
      // two (retryBaseMs), and a round in that wait sends nothing. Counted for this webhook only: the
      // previous test's webhook, still in the database, receives the same events.
      const deadline = Date.now() + 30_000;
      while (receiver.titlesFor("556677889900112202").length < names.length && Date.now() < deadline) {
        await Promise.all([a.app.discordOutbox.runNow(), b.app.discordOutbox.runNow()]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      receiver.chaos = undefined;
      expect(receiver.titlesFor("556677889900112202")).toEqual(names.map((name) => `New member: ${name}`));
    } finally {
      await b.close();
      await second.drop();
      await a.close();
    }
  });
});
