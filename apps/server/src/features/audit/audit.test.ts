import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { auditEntries, manage, seedContactMessage } from "../../../test/factories/admin";
import { createAnnouncement } from "../../../test/factories/announcements";
import { coverUpload, multipart, picture } from "../../../test/factories/pictures";
import { seedPunishment } from "../../../test/factories/punishments";

// Issue 14: every privileged action anywhere in the site leaves one audit entry (who, when, from
// where, what, on what, before/after where it helps), written with the change. One test per kind.

let t: TestApp;
let ownerUser: BuiltUser;
let owner: TestClient;
let admin: TestClient;
let adminUser: BuiltUser;
const OWNER_IP = "203.0.113.9";

beforeAll(async () => {
  t = await createTestApp({ COMMENTS_PER_MINUTE: "0", COMMENTS_PER_HOUR: "0", APPEALS_PER_DAY: "0" });
  ownerUser = await buildUser(t.db, { username: "Ownerly", groups: ["owner"] });
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, ownerUser.id);
  adminUser = await buildUser(t.db, { username: "Moderatrix", groups: ["administrators"] });
  admin = new TestClient(t.app);
  await admin.signInAs(t.db, adminUser.id);
});
afterAll(() => t.close());

async function signedIn(user: { id: number }) {
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return client;
}

/** The owner's call from a known client address, so the entry's address can be checked. */
const asOwner = (method: "POST" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  owner.request({ method, url, payload, remoteAddress: OWNER_IP });

async function latest(action: string) {
  const [entry] = await auditEntries(t.db, action);
  if (!entry) throw new Error(`no ${action} entry`);
  expect(Date.now() - Date.parse(entry.created_at)).toBeLessThan(60_000);
  return entry;
}

describe("accounts", () => {
  it("records group and permission changes from the web with the owner's name and address", async () => {
    const person = await buildUser(t.db, { groups: ["patching"] });
    await asOwner("POST", `/admin/api/people/${person.id}/access/`, { groups: ["downloads"], permissions: ["mods.x"] });
    expect(await latest("user.access")).toMatchObject({
      actor_id: ownerUser.id,
      actor_name: "Ownerly",
      ip: OWNER_IP,
      target_type: "user",
      target_id: String(person.id),
      target_label: person.username,
      before: { groups: ["patching"], permissions: [] },
      after: { groups: ["downloads"], permissions: ["mods.x"] },
    });
    // Saving the same again changes nothing, and records nothing.
    const count = (await auditEntries(t.db, "user.access")).length;
    await asOwner("POST", `/admin/api/people/${person.id}/access/`, { groups: ["downloads"], permissions: ["mods.x"] });
    expect(await auditEntries(t.db, "user.access")).toHaveLength(count);
  });

  it("records the CLI's create-user, grant and revoke as 'cli'", async () => {
    const created = await manage(
      t,
      "create-user",
      "--username",
      "CliMade",
      "--email",
      "cli@example.test",
      "--password",
      "a-long-passphrase-42",
      "--groups",
      "administrators",
    );
    expect(created.code, created.err).toBe(0);
    expect(await latest("user.create")).toMatchObject({
      actor_id: null,
      actor_name: "cli",
      ip: null,
      target_label: "CliMade",
      after: { email: "cli@example.test", verified: true, groups: ["administrators"], permissions: [] },
    });
    expect((await manage(t, "grant", "--username", "climade", "--groups", "owner")).code).toBe(0);
    expect(await latest("user.access")).toMatchObject({
      actor_name: "cli",
      before: { groups: ["administrators"] },
      after: { groups: ["administrators", "owner"] },
    });
    expect((await manage(t, "revoke", "--username", "CliMade", "--permissions", "nothing.held")).code).toBe(0);
    expect((await latest("user.access")).after).toEqual({ groups: ["administrators", "owner"], permissions: [] });
    expect((await manage(t, "revoke", "--username", "CliMade", "--groups", "owner")).code).toBe(0);
    expect(await latest("user.access")).toMatchObject({ actor_name: "cli", after: { groups: ["administrators"] } });
  });

  it.each([
    ["user.verify", "verify", { verified: false }],
    ["user.deactivate", "deactivate", {}],
    ["user.sessions_end", "end-sessions", {}],
  ] as const)("records %s", async (action, path, options) => {
    const person = await buildUser(t.db, options);
    await signedIn(person);
    expect((await asOwner("POST", `/admin/api/people/${person.id}/${path}/`)).statusCode).toBe(200);
    expect(await latest(action)).toMatchObject({ actor_name: "Ownerly", ip: OWNER_IP, target_label: person.username });
  });

  it("records user.reactivate and user.delete", async () => {
    const person = await buildUser(t.db);
    await asOwner("POST", `/admin/api/people/${person.id}/deactivate/`);
    await asOwner("POST", `/admin/api/people/${person.id}/reactivate/`);
    expect(await latest("user.reactivate")).toMatchObject({ target_id: String(person.id) });
    await asOwner("DELETE", `/admin/api/people/${person.id}/`);
    expect(await latest("user.delete")).toMatchObject({
      target_label: person.username,
      before: { email: person.email },
    });
  });

  it("records the owner's edit of someone else's profile, not a person's edit of their own", async () => {
    const person = await buildUser(t.db);
    const form = await multipart({ about_me: "Edited by the owner", minecraft_username: "Steve" });
    const edited = await owner.request({
      method: "POST",
      url: `/users/api/user-profile/${person.username}/edit/`,
      ...form,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await latest("profile.edit")).toMatchObject({
      target_label: person.username,
      before: { about_me: "", minecraft_username: "" },
      after: { about_me: "Edited by the owner", minecraft_username: "Steve" },
    });
    const count = (await auditEntries(t.db, "profile.edit")).length;
    const own = await (await signedIn(person)).request({
      method: "POST",
      url: "/users/api/user-profile/edit/",
      ...form,
    });
    expect(own.statusCode).toBe(200);
    expect(await auditEntries(t.db, "profile.edit")).toHaveLength(count);
  });
});

describe("appeals", () => {
  async function appealBy(user: BuiltUser) {
    const response = await (await signedIn(user)).post("/punished/api/appeal/create/", {
      punishment_id: await seedPunishment(t.db),
      appeal_message: "Please reconsider.",
    });
    return response.json<{ appeal_id: number }>().appeal_id;
  }

  it("records an administrator's status and open change", async () => {
    const player = await buildUser(t.db);
    const id = await appealBy(player);
    await admin.post(`/punished/api/appeal/inspect/${id}/modify/`, { status: "Denied", is_opened: false });
    expect(await latest("appeal.modify")).toMatchObject({
      actor_name: "Moderatrix",
      target_type: "appeal",
      target_label: `Appeal #${id} by ${player.username}`,
      before: { status: "Pending", is_opened: true },
      after: { status: "Denied", is_opened: false },
    });
  });

  it("records closing a punishment's other open appeals", async () => {
    const punishmentId = await seedPunishment(t.db);
    const ids: number[] = [];
    for (const user of [await buildUser(t.db), await buildUser(t.db)]) {
      const response = await (await signedIn(user)).post("/punished/api/appeal/create/", {
        punishment_id: punishmentId,
        appeal_message: "Me too.",
      });
      ids.push(response.json().appeal_id);
    }
    await admin.post(`/punished/api/appeal/inspect/${ids[0]}/close-others/`);
    expect(await latest("appeal.close_others")).toMatchObject({ after: { closed_as_denied: [ids[1]] } });
  });

  it("records an administrator deleting someone's comment, not an author deleting their own", async () => {
    const player = await buildUser(t.db);
    const id = await appealBy(player);
    const playerClient = await signedIn(player);
    const post = async () =>
      (
        await playerClient.post("/punished/api/appeal/inspect/comment/post/", { appeal_id: id, comment: "Rude words" })
      ).json().comment.id as number;
    const first = await post();
    await admin.delete(`/punished/api/appeal/inspect/comment/delete/${first}/`);
    expect(await latest("appeal_comment.delete")).toMatchObject({
      actor_name: "Moderatrix",
      target_id: String(first),
      before: { author: player.username, comment: "Rude words" },
    });
    const count = (await auditEntries(t.db, "appeal_comment.delete")).length;
    await playerClient.delete(`/punished/api/appeal/inspect/comment/delete/${await post()}/`);
    expect(await auditEntries(t.db, "appeal_comment.delete")).toHaveLength(count);
  });
});

describe("announcements", () => {
  it("records create, edit, cover and delete", async () => {
    const id = await createAnnouncement(owner, { title: "Season 6" });
    expect(await latest("announcement.create")).toMatchObject({
      target_label: `Announcement #${id}: Season 6`,
      after: { title: "Season 6" },
    });
    await owner.post(`/announcements/api/edit/${id}/`, {
      title: "Season 6 is here",
      introduction: "New intro",
      content: "<p>Same?</p>",
    });
    expect(await latest("announcement.edit")).toMatchObject({
      before: { title: "Season 6" },
      after: { title: "Season 6 is here", introduction: "New intro", content_changed: true },
    });
    const upload = await coverUpload(await picture("png", 1200, 630));
    expect(
      (await owner.request({ method: "POST", url: `/announcements/api/image/${id}/`, ...upload })).statusCode,
    ).toBe(200);
    expect(await latest("announcement.cover")).toMatchObject({ after: { picture: "replaced" } });
    await owner.delete(`/announcements/api/image/${id}/`);
    expect(await latest("announcement.cover")).toMatchObject({ after: { picture: "removed" } });
    await owner.delete(`/announcements/api/delete/${id}/`);
    expect(await latest("announcement.delete")).toMatchObject({
      target_label: `Announcement #${id}: Season 6 is here`,
      before: { title: "Season 6 is here" },
    });
  });

  it("records the owner deleting someone's comment, not the author deleting their own", async () => {
    const id = await createAnnouncement(owner);
    const player = await buildUser(t.db);
    const playerClient = await signedIn(player);
    const post = async () =>
      (await playerClient.post("/announcements/api/comment/post/", { announcement_id: id, comment: "First!" })).json()
        .comment.id as number;
    const first = await post();
    await owner.delete(`/announcements/api/comment/delete/${first}/`);
    expect(await latest("announcement_comment.delete")).toMatchObject({
      target_label: `Comment #${first} on announcement #${id}`,
      before: { author: player.username, comment: "First!" },
    });
    const count = (await auditEntries(t.db, "announcement_comment.delete")).length;
    await playerClient.delete(`/announcements/api/comment/delete/${await post()}/`);
    expect(await auditEntries(t.db, "announcement_comment.delete")).toHaveLength(count);
  });
});

describe("contact messages and API keys", () => {
  it("records deleting a contact message", async () => {
    const id = await seedContactMessage(t.db, { name: "Griefed Gary", message: "Help" });
    await asOwner("DELETE", `/admin/api/contact/${id}/`);
    expect(await latest("contact_message.delete")).toMatchObject({
      target_label: `Message #${id} from Griefed Gary`,
      before: { name: "Griefed Gary", message: "Help" },
    });
  });

  it("records key creation and revocation from the web and from the CLI", async () => {
    const created = await asOwner("POST", "/api/keys/api/create/", { name: "Web key", scopes: ["punishments:write"] });
    const id = created.json().api_key.id as number;
    expect(await latest("api_key.create")).toMatchObject({
      actor_name: "Ownerly",
      target_label: "Web key",
      after: { scopes: ["punishments:write"] },
    });
    await asOwner("POST", `/api/keys/api/revoke/${id}/`);
    expect(await latest("api_key.revoke")).toMatchObject({ actor_name: "Ownerly", target_id: String(id) });

    expect((await manage(t, "create-api-key", "--name", "Cli key", "--scopes", "punishments:write")).code).toBe(0);
    expect(await latest("api_key.create")).toMatchObject({ actor_name: "cli", target_label: "Cli key" });
    expect((await manage(t, "revoke-api-key", "--name", "cli key")).code).toBe(0);
    expect(await latest("api_key.revoke")).toMatchObject({ actor_name: "cli", target_label: "Cli key" });
  });
});

describe("the audit log view", () => {
  it("filters by actor, action and day, newest first, in pages", async () => {
    const view = async (query: string) => {
      const response = await owner.get(`/admin/api/audit/?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ entries: { actor: string; action: string; created_at: string }[]; has_more: boolean }>();
    };
    const byCli = await view("actor=CLI");
    expect(byCli.entries.length).toBeGreaterThan(0);
    expect(byCli.entries.every((entry) => entry.actor === "cli")).toBe(true);
    const deletes = await view("action=user.delete");
    expect(deletes.entries.map((entry) => entry.action)).toEqual(["user.delete"]);

    await t.db
      .updateTable("audit_log")
      .set({ created_at: "2025-03-04T10:00:00.000Z" })
      .where("action", "=", "user.verify")
      .execute();
    expect((await view("from=2025-03-04&to=2025-03-04")).entries.map((entry) => entry.action)).toEqual(["user.verify"]);
    expect((await view("to=2025-03-03")).entries).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await view(`from=${today}`)).entries.some((entry) => entry.action === "user.verify")).toBe(false);

    const all = await view("");
    const times = all.entries.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.has_more).toBe(true);
    const next = await view("page=2");
    expect(next.entries.length).toBeGreaterThan(0);

    const bad = await owner.get("/admin/api/audit/?action=user.explode&from=2025-02-30");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["action", "from"]);
  });

  it("offers no way to edit or delete an entry", async () => {
    const [entry] = await auditEntries(t.db, "user.access");
    for (const method of ["PUT", "PATCH", "DELETE", "POST"] as const) {
      const response = await owner.request({ method, url: `/admin/api/audit/${entry?.id}/`, payload: {} });
      expect(response.statusCode).toBe(404);
    }
    expect((await owner.request({ method: "DELETE", url: "/admin/api/audit/" })).statusCode).toBe(404);
  });
});
