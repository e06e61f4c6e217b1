import {
  API_PATHS,
  type AppealView,
  apiPath,
  type MinecraftLinkStatus,
  type PersonDetail,
  type Profile,
} from "@bastion/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { seedPunishment } from "../../../test/factories/punishments";
import { hashToken } from "../../lib/tokens";
import type { LinkServerOptions } from "./link-server/types";
import { linkServerOptions } from "./link-server-options";
import { refreshLinkedNames } from "./minecraft-link.service";

// Issue 32: linking a site account to its Minecraft account with the code a verified join of the
// link server shows, and the appeals only the punished player may make. The join is driven through
// the link server's options (what the protocol calls once the session server confirmed a player);
// the socket itself is tested with a real client in link-server.e2e.test.ts.

const STEVE = { uuid: "4566e69f-c907-48ee-8d71-d7ba5aa00d20", name: "Steve" };
const ALEX = { uuid: "ec561538-f3fd-461d-aff5-086b22154bce", name: "Alex" };
const PATHS = API_PATHS.minecraftLink;

let t: TestApp;
let join: LinkServerOptions;
let addressCounter = 0;
/** A fresh joining address per join, so the codes-per-address allowance is tested on its own. */
function nextAddress() {
  addressCounter += 1;
  return `192.0.2.${addressCounter}`;
}

beforeAll(async () => {
  t = await createTestApp({ LINK_SERVER_PORT: "0", SITE_NAME: "Craftia", APPEALS_PER_DAY: "0" });
  join = linkServerOptions({
    db: t.db,
    host: "127.0.0.1",
    port: 0,
    sessionServer: "http://127.0.0.1:1/",
    site: async () => ({ name: "Craftia", locale: "en", profileUrl: "http://localhost:3000/profile/" }),
    log: { info: () => undefined, warn: () => undefined },
  });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function signedIn(groups: string[] = []) {
  const user = await buildUser(t.db, { groups });
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { user, client };
}

/** The code a verified join of `player` is shown in its kick message. */
async function codeFor(player: { uuid: string; name: string }, address = nextAddress()) {
  const kick = await join.onJoin(player, address);
  const code = /is ([A-Z2-9]{4}-[A-Z2-9]{4})\./.exec(kick)?.[1];
  if (!code) throw new Error(`no code in: ${kick}`);
  return code;
}

const link = (client: TestClient, code: string) => client.post(PATHS.code, { code });

async function linked(client: TestClient, player: { uuid: string; name: string }) {
  const response = await link(client, await codeFor(player));
  expect(response.statusCode, response.body).toBe(200);
}

const auditOf = (userId: number) =>
  t.db
    .selectFrom("audit_log")
    .select(["action", "actor_name", "before_json", "after_json"])
    .where("target_type", "=", "user")
    .where("target_id", "=", String(userId))
    .where("action", "like", "minecraft.%")
    .orderBy("id")
    .execute();

const unlinkAll = () => t.db.deleteFrom("minecraft_links").execute();

describe("linking with the code a join shows", () => {
  afterEach(unlinkAll);

  it("links the account, shows the verified name on the profile and audits it", async () => {
    const { user, client } = await signedIn();
    const before = (await client.get(PATHS.status)).json<MinecraftLinkStatus>();
    expect(before).toMatchObject({ enabled: true, link: null, code_minutes: 10 });
    // LINK_SERVER_PORT=0: the default address carries the port actually taken.
    expect(before.address).toBe(`localhost:${t.app.linkServer()?.port}`);
    expect(t.app.linkServer()?.port).toBeGreaterThan(0);

    const kick = await join.onJoin(STEVE, nextAddress());
    expect(kick).toMatch(
      /^Your link code is [A-Z2-9]{4}-[A-Z2-9]{4}\. Type it on your profile at http:\/\/localhost:3000\/profile\/ within 10 minutes to link Steve to your account on Craftia\.$/,
    );
    const code = /is (\S+)\./.exec(kick)?.[1] ?? "";
    // Typed in lower case, with spaces instead of the dash: the same code.
    const response = await link(client, ` ${code.toLowerCase().replace("-", " ")} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("Your account is now linked to the Minecraft account Steve.");
    expect(response.json().status.link).toMatchObject({ uuid: STEVE.uuid, name: "Steve" });

    const profile = (await client.get(API_PATHS.profiles.own)).json<Profile>();
    expect(profile.minecraft).toEqual(STEVE);
    const other = await signedIn();
    const seen = (
      await other.client.get(apiPath(API_PATHS.profiles.user, { username: user.username }))
    ).json<Profile>();
    expect(seen.minecraft).toEqual(STEVE);
    expect((await other.client.get(API_PATHS.profiles.own)).json()).not.toHaveProperty("minecraft");

    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({ action: "minecraft.link", actor_name: user.username, before_json: null }),
    ]);
    // No code is stored as typed: only its hash.
    const stored = await t.db.selectFrom("minecraft_link_codes").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code.replace("-", ""));
  });

  it("refuses a wrong code, then too many of them from one account", async () => {
    const { client } = await signedIn();
    const wrong = await link(client, "ABCD-EF23");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toEqual([
      "That code is not right. Check it, or join the link server again for a new one (a code works once).",
    ]);
    const malformed = await link(client, "0OIL-1234");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.code).toEqual(["The code is 8 letters and digits, like ABCD-EF23."]);

    for (let index = 0; index < 9; index += 1) expect((await link(client, "ABCD-EF23")).statusCode).toBe(400);
    // The eleventh try is refused before the code is looked at, even a right one.
    const limited = await link(client, await codeFor(ALEX));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many wrong codes\. Please try again in (\d+ minutes|1 hour)\.$/);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("refuses an expired code, and a code used once", async () => {
    const { client } = await signedIn();
    const old = await codeFor(STEVE);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 + 1000 });
    const expired = await link(client, old);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.code).toEqual(["That code has expired. Join the link server again for a new one."]);
    vi.useRealTimers();

    const code = await codeFor(STEVE);
    expect((await link(client, code)).statusCode).toBe(200);
    await unlinkAll();
    const again = await link(client, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.code[0]).toMatch(/^That code is not right/);
  });

  it("keeps only the newest code of a player: a new join replaces the unused one", async () => {
    const { client } = await signedIn();
    const first = await codeFor(STEVE);
    const second = await codeFor(STEVE);
    expect((await link(client, first)).statusCode).toBe(400);
    expect((await link(client, second)).statusCode).toBe(200);
  });

  it("gives one address at most 5 codes in 10 minutes", async () => {
    const address = "198.51.100.7";
    for (let index = 0; index < 5; index += 1) await codeFor(ALEX, address);
    const kick = await join.onJoin(ALEX, address);
    expect(kick).toMatch(/^Too many link codes were asked from your address\. Please try again in \d+ minutes\.$/);
  });

  it("refuses a second account the Minecraft account linked to another (409)", async () => {
    const first = await signedIn();
    const second = await signedIn();
    await linked(first.client, STEVE);
    // A code for an already linked player exists only if another account linked it meanwhile (a join
    // of a linked player is told so and gets none): stored here as such a race would leave it.
    await t.db
      .insertInto("minecraft_link_codes")
      .values({
        uuid: STEVE.uuid,
        name: "Steve",
        code_hash: hashToken("RACE2345"),
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const refused = await link(second.client, "RACE-2345");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The Minecraft account Steve is already linked to another account on this site. Unlink it there first.",
    );
    expect((await second.client.get(PATHS.status)).json().link).toBeNull();
  });

  it("tells a linked player's join whose account it is, and refreshes the name", async () => {
    const { user, client } = await signedIn();
    await linked(client, STEVE);
    const kick = await join.onJoin({ uuid: STEVE.uuid, name: "Steve_2026" }, nextAddress());
    expect(kick).toBe(`Your Minecraft account Steve_2026 is linked to ${user.username} on Craftia.`);
    expect((await client.get(PATHS.status)).json().link.name).toBe("Steve_2026");
    expect(await t.db.selectFrom("minecraft_link_codes").where("uuid", "=", STEVE.uuid).selectAll().execute()).toEqual(
      [],
    );
  });
});

describe("unlinking", () => {
  afterEach(unlinkAll);

  it("by the player, then a re-link to another Minecraft account, each audited", async () => {
    const { user, client } = await signedIn();
    await linked(client, STEVE);
    await linked(client, ALEX);
    expect((await client.get(PATHS.status)).json().link.uuid).toBe(ALEX.uuid);
    const unlinked = await client.post(PATHS.unlink);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().message).toBe("Your account is no longer linked to the Minecraft account Alex.");
    expect(unlinked.json().status.link).toBeNull();
    expect((await client.post(PATHS.unlink)).statusCode).toBe(404);

    const actions = await auditOf(user.id);
    expect(actions.map((row) => row.action)).toEqual(["minecraft.link", "minecraft.relink", "minecraft.unlink"]);
    expect(JSON.parse(actions[1]?.before_json ?? "{}")).toEqual({
      minecraft_name: "Steve",
      minecraft_uuid: STEVE.uuid,
    });
    expect(JSON.parse(actions[1]?.after_json ?? "{}")).toEqual({ minecraft_name: "Alex", minecraft_uuid: ALEX.uuid });
  });

  it("by the owner from the console, audited as staff's", async () => {
    const player = await signedIn();
    const owner = await signedIn(["owner"]);
    await linked(player.client, STEVE);
    const person = (
      await owner.client.get(apiPath(API_PATHS.admin.person, { id: player.user.id }))
    ).json<PersonDetail>();
    expect(person.minecraft).toMatchObject({ uuid: STEVE.uuid, name: "Steve" });

    const url = apiPath(API_PATHS.admin.unlinkMinecraft, { id: player.user.id });
    expect((await player.client.post(url)).statusCode).toBe(403);
    const response = await owner.client.post(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`${player.user.username} is no longer linked to the Minecraft account Steve.`);
    expect(response.json().person).not.toHaveProperty("minecraft");
    const last = (await auditOf(player.user.id)).at(-1);
    expect(last).toMatchObject({ action: "minecraft.unlink_staff", actor_name: owner.user.username });
    // Free again: the player can link it once more.
    await linked(player.client, STEVE);
  });
});

describe("a deleted account", () => {
  it("takes its link with it, so the Minecraft account can be linked again", async () => {
    const player = await signedIn();
    const owner = await signedIn(["owner"]);
    await linked(player.client, STEVE);
    const deleted = await owner.client.delete(apiPath(API_PATHS.admin.person, { id: player.user.id }));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.selectFrom("minecraft_links").selectAll().execute()).toEqual([]);
    const next = await signedIn();
    await linked(next.client, STEVE);
    await unlinkAll();
  });
});

describe("appeals by the punished player only", () => {
  afterEach(unlinkAll);

  const verify = (client: TestClient, player: string) =>
    client.post(API_PATHS.appeals.verify, { player_name: player, punishment_type: "Ban" });
  const create = (client: TestClient, punishmentId: number) =>
    client.post(API_PATHS.appeals.create, { punishment_id: punishmentId, appeal_message: "It was not me." });

  async function setLinkedOnly(owner: TestClient, value: boolean) {
    const current = (await owner.get(API_PATHS.admin.settings)).json();
    const saved = await owner.post(API_PATHS.admin.settings, { ...current, appeals_linked_player_only: value });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  it("refuses others with a 403 that says how to link, and lets the linked player appeal", async () => {
    const id = await seedPunishment(t.db, { player: "SteveAppeals", player_uuid: STEVE.uuid.toUpperCase() });
    const stranger = await signedIn();
    // The hub learns the rule in advance from the link status.
    expect((await stranger.client.get(PATHS.status)).json()).toMatchObject({ appeals_linked_player_only: true });
    const refused = await verify(stranger.client, "SteveAppeals");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "minecraft_link_required" });
    expect(refused.json().message).toMatch(
      /^Only the punished player can appeal this punishment\. Link your Minecraft/,
    );
    expect((await create(stranger.client, id)).statusCode).toBe(403);

    await linked(stranger.client, ALEX);
    const otherPlayer = await verify(stranger.client, "SteveAppeals");
    expect(otherPlayer.statusCode).toBe(403);
    expect(otherPlayer.json().message).toContain("linked to the Minecraft account Alex, not to SteveAppeals");

    const steve = await signedIn();
    await linked(steve.client, STEVE);
    expect((await verify(steve.client, "SteveAppeals")).statusCode).toBe(200);
    const created = await create(steve.client, id);
    expect(created.statusCode, created.body).toBe(201);

    const admin = await signedIn(["administrators"]);
    const url = apiPath(API_PATHS.appeals.inspect, { id: created.json().appeal_id });
    expect((await admin.client.get(url)).json<AppealView>().submitted_by_verified).toBe(true);
    // The submitter's own view carries no staff field.
    expect((await steve.client.get(url)).json()).not.toHaveProperty("submitted_by_verified");
  });

  it("lets anyone appeal while the owner's setting is off, and records who was not the player", async () => {
    const owner = await signedIn(["owner"]);
    await setLinkedOnly(owner.client, false);
    try {
      const id = await seedPunishment(t.db, { player: "SteveOff", player_uuid: STEVE.uuid });
      const stranger = await signedIn();
      expect((await stranger.client.get(PATHS.status)).json()).toMatchObject({ appeals_linked_player_only: false });
      expect((await verify(stranger.client, "SteveOff")).statusCode).toBe(200);
      const created = await create(stranger.client, id);
      expect(created.statusCode, created.body).toBe(201);
      const url = apiPath(API_PATHS.appeals.inspect, { id: created.json().appeal_id });
      expect((await owner.client.get(url)).json<AppealView>().submitted_by_verified).toBe(false);
    } finally {
      await setLinkedOnly(owner.client, true);
    }
  });

  it("shows a linked author's Minecraft name on their comments", async () => {
    const id = await seedPunishment(t.db, { player: "SteveComments", player_uuid: STEVE.uuid });
    const steve = await signedIn();
    await linked(steve.client, STEVE);
    const appealId = (await create(steve.client, id)).json().appeal_id;
    const posted = await steve.client.post(API_PATHS.appeals.postComment, { appeal_id: appealId, comment: "Hello" });
    expect(posted.json().comment.minecraft_name).toBe("Steve");
    const admin = await signedIn(["administrators"]);
    await admin.client.post(API_PATHS.appeals.postComment, { appeal_id: appealId, comment: "Hi" });
    const view = (await admin.client.get(apiPath(API_PATHS.appeals.inspect, { id: appealId }))).json<AppealView>();
    expect(view.comments.map((comment) => comment.minecraft_name)).toEqual(["Steve", undefined]);
  });
});

describe("names from LiteBans' history", () => {
  afterEach(unlinkAll);

  it("renames linked players only, asking LiteBans only about them", async () => {
    const { client } = await signedIn();
    await linked(client, STEVE);
    const asked: string[][] = [];
    const renamed = await refreshLinkedNames(t.db, [ALEX.uuid, STEVE.uuid], async (uuids) => {
      asked.push(uuids);
      return new Map([[STEVE.uuid, "Steve_Renamed"]]);
    });
    expect(renamed).toBe(1);
    expect(asked).toEqual([[STEVE.uuid]]);
    expect((await client.get(PATHS.status)).json().link.name).toBe("Steve_Renamed");
    // Strangers only: one query on the links, none to LiteBans.
    expect(await refreshLinkedNames(t.db, [ALEX.uuid], async () => new Map())).toBe(0);
  });
});

describe("the link server's texts", () => {
  it("answer the server list and every refusal in the site's default language", async () => {
    expect(await join.status()).toEqual({ motd: "Join to link your account to Craftia", versionLabel: "Account link" });
    const german = linkServerOptions({
      db: t.db,
      host: "127.0.0.1",
      port: 0,
      sessionServer: "http://127.0.0.1:1",
      site: async () => ({ name: "Craftia", locale: "de", profileUrl: "http://localhost:3000/profile/" }),
      log: { info: () => undefined, warn: () => undefined },
    });
    expect((await german.status()).motd).toBe("Tritt bei, um dein Konto mit Craftia zu verknüpfen");
    expect(await german.refusal("unsupported-version", "1.8–1.21.10")).toContain("Minecraft 1.8–1.21.10");
    for (const reason of ["not-authenticated", "session-server-unavailable", "too-many-joins"] as const) {
      expect(await join.refusal(reason, "1.8–1.21.10")).toMatch(/^[A-Z].+\.$/);
    }
  });
});
