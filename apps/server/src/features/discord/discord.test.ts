import { API_PATHS, apiPath, appealPagePath, type DiscordWebhook } from "@bastion/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { DiscordReceiver } from "../../../test/discord-receiver";
import { auditEntries } from "../../../test/factories/admin";
import { form as announcementForm } from "../../../test/factories/announcements";
import { seedPunishment } from "../../../test/factories/punishments";
import { saveSiteSettings } from "../site/site-settings.repository";
import { PUBLIC_GETS_STAFF_EVENTS } from "./discord.service";
import { type DiscordEventFacts, queueDiscordEvent } from "./discord-outbox.service";

// Issue 32: Discord webhooks, against a local receiver that checks each payload's shape. Waits are
// the fake clock's (Date), never real: the sender is driven with runNow().

const receiver = new DiscordReceiver();
const lines: string[] = [];
let t: TestApp;
let owner: TestClient;
let made = 0;

const TIMING = { retryBaseMs: 1_000, retryMaxMs: 8_000, pollMs: 600_000 };

/** A Discord webhook URL whose token the test can look for everywhere. */
function discordUrl() {
  made += 1;
  const id = `11223344556677${String(made).padStart(4, "0")}`;
  const token = `Secret-Token_${made}_${"q".repeat(50)}`;
  return { id, token, url: `https://discord.com/api/webhooks/${id}/${token}` };
}

async function addWebhook(overrides: Record<string, unknown> = {}, client = owner) {
  const url = discordUrl();
  const response = await client.post(API_PATHS.discord.webhooks, {
    name: `Staff room ${made}`,
    url: url.url,
    events: ["contact_message", "member_joined"],
    is_public: false,
    enabled: true,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...url, webhook: response.json<{ webhook: DiscordWebhook }>().webhook };
}

const queue = (facts: DiscordEventFacts, db = t.db) => db.transaction().execute((trx) => queueDiscordEvent(trx, facts));
const joined = (username: string) => queue({ kind: "member_joined", username });
const send = () => t.app.discordOutbox.runNow();
/** Moves the clock on (Date only: timers stay real, and nothing waits for them). */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const listed = async () =>
  (await owner.get(API_PATHS.discord.webhooks)).json<{
    webhooks: DiscordWebhook[];
    failures: { webhook_id: number; kind: string; last_error: string }[];
  }>();

async function signedIn(groups: string[] = []) {
  const user = await buildUser(t.db, { groups });
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { user, client };
}

beforeAll(async () => {
  // One fake clock (Date only) for the whole file, so that time only moves on.
  vi.useFakeTimers({ toFake: ["Date"] });
  await receiver.start();
  t = await createTestApp(
    { APPEALS_PER_DAY: "0", COMMENTS_PER_MINUTE: "0", LOG_LEVEL: "info" },
    { discord: { apiBase: receiver.url, timing: TIMING }, logStream: { write: (line) => lines.push(line) } },
  );
  owner = (await signedIn(["owner"])).client;
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
  vi.useRealTimers();
});
beforeEach(async () => {
  // Each test starts from an empty outbox and no webhooks.
  await t.db.deleteFrom("discord_webhooks").execute();
  receiver.delivered.length = 0;
  receiver.requests.length = 0;
  receiver.script.length = 0;
  receiver.chaos = undefined;
});

describe("the console's webhooks", () => {
  it("takes only Discord's webhook URLs, stores them encrypted and answers only a hint", async () => {
    for (const url of [
      "https://example.org/api/webhooks/112233445566778899/abc",
      "http://discord.com/api/webhooks/112233445566778899/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      "https://discord.com.evil.test/api/webhooks/112233445566778899/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      "https://discord.com/api/webhooks/112233445566778899/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa?x=1",
      "",
    ]) {
      const refused = await owner.post(API_PATHS.discord.webhooks, {
        name: "x",
        url,
        events: [],
        is_public: false,
        enabled: true,
      });
      expect(refused.statusCode, url).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(["url"]);
    }
    for (const host of ["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"]) {
      const url = `https://${host}/api/webhooks/112233445566778899/${"b".repeat(68)}`;
      const response = await owner.post(API_PATHS.discord.webhooks, {
        name: host,
        url,
        events: [],
        is_public: false,
        enabled: true,
      });
      expect(response.statusCode, host).toBe(201);
    }
    const { token, webhook } = await addWebhook();
    expect(webhook.url_hint).toBe(`…/webhooks/1122…/••••${token.slice(-4)}`);
    const row = await t.db
      .selectFrom("discord_webhooks")
      .selectAll()
      .where("id", "=", webhook.id)
      .executeTakeFirstOrThrow();
    expect(row.url_encrypted).not.toContain(token);
    expect(row.url_encrypted).not.toContain("discord.com");
  });

  it("refuses staff events for a public channel, and lets only the owner in", async () => {
    const refused = await owner.post(API_PATHS.discord.webhooks, {
      name: "Lobby",
      url: discordUrl().url,
      events: ["announcement_published", "appeal_created"],
      is_public: true,
      enabled: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.events).toEqual([PUBLIC_GETS_STAFF_EVENTS]);
    const { client: admin } = await signedIn(["administrators"]);
    expect((await admin.get(API_PATHS.discord.webhooks)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(API_PATHS.discord.webhooks)).statusCode).toBe(401);
  });

  it("edits and deletes, audited with the hint only; a blank URL keeps the stored one", async () => {
    const { token, webhook } = await addWebhook();
    const edited = await owner.post(apiPath(API_PATHS.discord.webhook, { id: webhook.id }), {
      name: "Moderators",
      url: "",
      events: ["appeal_created"],
      is_public: false,
      enabled: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().webhook).toMatchObject({ name: "Moderators", url_hint: webhook.url_hint, state: "off" });
    expect((await owner.delete(apiPath(API_PATHS.discord.webhook, { id: webhook.id }))).statusCode).toBe(200);
    const audits = [
      ...(await auditEntries(t.db, "discord.webhook_create")),
      ...(await auditEntries(t.db, "discord.webhook_update")),
      ...(await auditEntries(t.db, "discord.webhook_delete")),
    ];
    expect(audits.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(audits)).not.toContain(token);
  });
});

describe("what each event sends", () => {
  it("writes each event as an embed with a link back; a public channel gets no staff matter", async () => {
    const staff = await addWebhook({
      events: [
        "appeal_created",
        "appeal_decided",
        "appeal_comment",
        "contact_message",
        "announcement_published",
        "member_joined",
        "patch_published",
        "litebans_sync",
        "backup_failed",
      ],
    });
    const lobby = await addWebhook({ events: ["announcement_published", "member_joined"], is_public: true });
    const { client: player } = await signedIn();
    const punishment = await seedPunishment(t.db, { player: "Griefer_1" });
    const created = await player.post(API_PATHS.appeals.create, {
      punishment_id: punishment,
      appeal_message: "It was **not** me @everyone",
    });
    expect(created.statusCode, created.body).toBe(201);
    const appealId = created.json().appeal_id as number;
    await player.post(API_PATHS.appeals.postComment, { appeal_id: appealId, comment: "Please look again" });
    await owner.post(API_PATHS.appeals.postComment, { appeal_id: appealId, comment: "Staff reply: not sent" });
    await owner.post(apiPath(API_PATHS.appeals.modify, { id: appealId }), { status: "Approved", is_opened: false });
    const contact = await new TestClient(t.app).request({
      method: "POST",
      url: API_PATHS.contact.send,
      payload: { name: "Alex", email: "alex@example.test", message: "Hello <@123> staff" },
      remoteAddress: "198.18.7.1",
    });
    expect(contact.statusCode).toBe(201);
    const announcement = await owner.post(API_PATHS.announcements.create, announcementForm({ title: "Season *5*" }));
    expect(announcement.statusCode, announcement.body).toBe(201);
    await joined("New_Player");
    await queue({
      kind: "patch_published",
      target: "survival",
      version: "1.2",
      notes: "Fixes",
      published: true,
      made_current: true,
      by: "Ops",
    });
    await queue({ kind: "litebans_sync", state: "failing", error: "connect ECONNREFUSED" });
    await queue({ kind: "backup_failed", error: "disk full" });
    // The announcement waits a little for its picture.
    await send();
    later(20_000);
    await send();

    expect(receiver.malformed).toEqual([]);
    expect(receiver.delivered.every((one) => one.wait)).toBe(true);
    expect(receiver.titlesFor(staff.id)).toEqual([
      `New appeal #${appealId}: Ban of Griefer\\_1`,
      `New comment on appeal #${appealId}`,
      `Appeal #${appealId}: Approved`,
      "Contact message #1 from Alex",
      // In order: the announcement waited for its picture, and the messages after it waited for it.
      "Season \\*5\\*",
      "New member: New\\_Player",
      "Patch 1.2 of survival published and made current",
      "The LiteBans sync is failing",
      "The scheduled backup failed",
    ]);
    expect(receiver.titlesFor(lobby.id)).toEqual(["Season \\*5\\*", "New member: New\\_Player"]);
    const staffBodies = receiver.delivered
      .filter((one) => one.path.includes(staff.id))
      .map((one) => one.body.embeds[0]);
    expect(staffBodies[0]?.url).toBe(`http://localhost:3000${appealPagePath(appealId)}`);
    expect(staffBodies[0]?.description).toContain("It was \\*\\*not\\*\\* me @\u200beveryone");
    expect(staffBodies[3]?.description).toContain("alex@example.test");
    expect(staffBodies[3]?.description).toContain("\\<@123\\>");
    expect(staffBodies[0]).toMatchObject({ color: 0x34d399, footer: { text: "Bastion" } });
    expect(staffBodies[7]?.color).toBe(0xdc3545);
    const lobbyText = JSON.stringify(receiver.delivered.filter((one) => one.path.includes(lobby.id)));
    for (const secret of ["alex@example.test", "not\\\\*\\\\*", "Please look again", "Fixes", "ECONNREFUSED"]) {
      expect(lobbyText).not.toContain(secret);
    }
    const news = receiver.delivered.find((one) => one.path.includes(lobby.id) && one.body.embeds[0]?.author);
    expect(news?.body.embeds[0]).toMatchObject({
      author: { name: "New announcement" },
      description: "A new map, new ranks and a fresh economy.",
      url: `http://localhost:3000/announcements/${announcement.json().announcement_id}/`,
    });
  });

  it("writes in the site's default language", async () => {
    const staff = await addWebhook();
    const settings = await t.app.siteSettings.get();
    await saveSiteSettings(t.db, { ...settings, default_locale: "de" });
    t.app.siteSettings.forget();
    try {
      await joined("Sprecher");
      await send();
    } finally {
      await saveSiteSettings(t.db, settings);
      t.app.siteSettings.forget();
    }
    expect(receiver.titlesFor(staff.id)).toEqual(["Neues Mitglied: Sprecher"]);
  });
});

describe("delivery", () => {
  it("honours a 429's retry_after before that webhook's next try", async () => {
    const staff = await addWebhook();
    receiver.script.push({
      status: 429,
      body: { message: "You are being rate limited.", retry_after: 3.5, global: false },
    });
    await joined("one");
    await joined("two");
    await send();
    expect(receiver.requests).toHaveLength(1);
    later(2_000);
    await send();
    expect(receiver.requests).toHaveLength(1);
    later(2_000);
    await send();
    expect(receiver.titlesFor(staff.id)).toEqual(["New member: one", "New member: two"]);
  });

  it("waits when Discord says the bucket is empty (X-RateLimit-Remaining: 0)", async () => {
    const staff = await addWebhook();
    receiver.script.push({ status: 200, headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset-after": "2" } });
    await joined("first");
    await joined("second");
    await send();
    expect(receiver.titlesFor(staff.id)).toEqual(["New member: first"]);
    later(2_500);
    await send();
    expect(receiver.titlesFor(staff.id)).toEqual(["New member: first", "New member: second"]);
  });

  it("retries a 5xx with backoff, keeping the order", async () => {
    const staff = await addWebhook();
    receiver.script.push({ status: 502 }, { status: 503 });
    await joined("a");
    await joined("b");
    await send();
    expect(receiver.requests.map((one) => one.status)).toEqual([502]);
    expect((await listed()).webhooks[0]).toMatchObject({
      state: "failing",
      last_error: "Discord answered 502",
      queued: 2,
    });
    later(1_100);
    await send();
    later(2_100);
    await send();
    expect(receiver.titlesFor(staff.id)).toEqual(["New member: a", "New member: b"]);
    expect((await listed()).webhooks[0]).toMatchObject({ state: "ok", last_error: null, queued: 0 });
  });

  it("sends everything exactly once and in order through a receiver stopped and started, 429s and 5xx", async () => {
    const a = await addWebhook();
    const b = await addWebhook();
    let n = 0;
    // Every third request fails, by turns a 429 (sometimes global) or a 5xx.
    receiver.chaos = () => {
      n += 1;
      if (n % 3 !== 0) return undefined;
      return n % 2 === 0 ? { status: 429, body: { retry_after: 0.5, global: n % 4 === 0 } } : { status: 500 + (n % 4) };
    };
    const names = Array.from({ length: 12 }, (_, index) => `m${index}`);
    for (const name of names.slice(0, 6)) await joined(name);
    await send();
    await receiver.stop();
    for (const name of names.slice(6)) await joined(name);
    await send();
    later(9_000);
    await send();
    await receiver.start();
    for (let round = 0; round < 30 && receiver.delivered.length < 24; round += 1) {
      later(9_000);
      await send();
    }
    const expected = names.map((name) => `New member: ${name}`);
    expect(receiver.titlesFor(a.id)).toEqual(expected);
    expect(receiver.titlesFor(b.id)).toEqual(expected);
    expect(receiver.malformed).toEqual([]);
  });

  it("stops sending to a webhook Discord no longer knows, shows it, and sends again once edited", async () => {
    const staff = await addWebhook();
    receiver.script.push({ status: 404, body: { message: "Unknown Webhook", code: 10015 } });
    await joined("lost");
    await send();
    await send();
    expect(receiver.requests).toHaveLength(1);
    const [webhook] = (await listed()).webhooks;
    expect(webhook).toMatchObject({ state: "broken", last_error: "Discord answered 404: Unknown Webhook" });
    expect((await auditEntries(t.db, "discord.webhook_refused"))[0]).toMatchObject({ actor_kind: "system" });
    const fixed = await owner.post(apiPath(API_PATHS.discord.webhook, { id: staff.webhook.id }), {
      name: "Staff",
      url: "",
      events: ["member_joined"],
      is_public: false,
      enabled: true,
    });
    expect(fixed.json().webhook.state).toBe("ok");
    await send();
    expect(receiver.titlesFor(staff.id)).toEqual(["New member: lost"]);
  });

  it("gives up a message after a day, shows it in the console and the audit log, and goes on", async () => {
    const staff = await addWebhook();
    receiver.chaos = () => ({ status: 500 });
    await joined("doomed");
    for (let hour = 0; hour < 25; hour += 1) {
      await send();
      later(3_600_000);
    }
    receiver.chaos = undefined;
    await joined("next");
    await send();
    expect(receiver.titlesFor(staff.id)).toEqual(["New member: next"]);
    owner = (await signedIn(["owner"])).client;
    const { failures } = await listed();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      webhook_id: staff.webhook.id,
      kind: "member_joined",
      last_error: "Discord answered 500",
    });
    const [audit] = await auditEntries(t.db, "discord.given_up");
    expect(audit).toMatchObject({ actor_kind: "system", target_id: String(staff.webhook.id) });
    expect(audit?.after).toMatchObject({ messages: 1, kinds: ["member_joined"] });
  });

  it("sends a test from the console and reports how it went", async () => {
    const staff = await addWebhook();
    const queued = await owner.post(apiPath(API_PATHS.discord.test, { id: staff.webhook.id }));
    expect(queued.statusCode, queued.body).toBe(201);
    const { delivery } = queued.json();
    expect(delivery).toMatchObject({ state: "queued", ahead: 0 });
    await send();
    const followed = await owner.get(apiPath(API_PATHS.discord.delivery, { id: delivery.id }));
    expect(followed.json()).toMatchObject({ state: "delivered", tries: 0 });
    expect(receiver.titlesFor(staff.id)[0]).toMatch(/^Test message from Bastion/);
  });

  it("never shows a webhook's token in an answer or a log line", async () => {
    const { token, webhook } = await addWebhook();
    receiver.script.push({ status: 500 }, { status: 404, body: { message: "Unknown Webhook" } });
    await joined("x");
    await send();
    later(10_000);
    await send();
    const answers = await Promise.all([
      owner.get(API_PATHS.discord.webhooks),
      owner.get(`${API_PATHS.admin.audit}?page=1`),
      owner.post(apiPath(API_PATHS.discord.webhook, { id: webhook.id }), {
        name: "n",
        url: "",
        events: [],
        is_public: false,
        enabled: true,
      }),
    ]);
    for (const answer of answers) expect(answer.body).not.toContain(token);
    expect(lines.join("\n")).not.toContain(token);
    expect(lines.join("\n")).toContain("discord");
  });
});
