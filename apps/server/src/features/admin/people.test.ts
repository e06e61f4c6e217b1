import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { auditEntries } from "../../../test/factories/admin";
import { createAnnouncement } from "../../../test/factories/announcements";
import { createNetwork } from "../../../test/factories/news-networks";
import { multipart, picture } from "../../../test/factories/pictures";
import { seedPunishment } from "../../../test/factories/punishments";

// The people table and a person's page (issue 14): search, access, verification, deactivation,
// sessions, deletion, and the rule that the site always keeps an active owner.

let t: TestApp;
let owner: TestClient;
let ownerUser: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ COMMENTS_PER_MINUTE: "0", COMMENTS_PER_HOUR: "0", APPEALS_PER_DAY: "0" });
  ownerUser = await buildUser(t.db, { username: "TheOwner", groups: ["owner"] });
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, ownerUser.id);
});
afterAll(() => t.close());

async function signedIn(user: { id: number }) {
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return client;
}

const people = async (query: string) => {
  const response = await owner.get(`/admin/api/people/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ people: { username: string }[]; total: number; more: boolean; page_count: number }>();
};

describe("the people table", () => {
  beforeAll(async () => {
    await buildUser(t.db, { username: "DiamondMiner", email: "dm@mine.example" });
    await buildUser(t.db, { username: "lava_walker", email: "Walker@Diamond.Example" });
    await buildUser(t.db, { username: "Unconfirmed1", verified: false });
    const gone = await buildUser(t.db, { username: "GoneQuiet" });
    await t.db.updateTable("users").set({ is_active: 0 }).where("id", "=", gone.id).execute();
    await buildUser(t.db, { username: "PatchPal", groups: ["patching"], permissions: ["downloads"] });
  });

  it("finds a substring of the username or the e-mail, in any case, newest first", async () => {
    const found = await people("search=DIAMOND");
    expect(found.people.map((p) => p.username)).toEqual(["lava_walker", "DiamondMiner"]);
    expect(found.total).toBe(2);
    expect((await people("search=mine.exam")).people.map((p) => p.username)).toEqual(["DiamondMiner"]);
    // LIKE's wildcards are plain characters in a search.
    expect((await people("search=lava_")).people.map((p) => p.username)).toEqual(["lava_walker"]);
    expect((await people("search=%25")).total).toBe(0);
  });

  it("filters by group, unverified and deactivated, and shows each person's access and state", async () => {
    const patching = await people("group=patching");
    expect(patching.people).toEqual([
      expect.objectContaining({
        username: "PatchPal",
        groups: ["patching"],
        permissions: ["downloads"],
        is_verified: true,
        is_active: true,
        last_login: null,
      }),
    ]);
    expect((await people("unverified=true")).people.map((p) => p.username)).toContain("Unconfirmed1");
    expect((await people("unverified=true")).people.map((p) => p.username)).not.toContain("PatchPal");
    expect((await people("deactivated=true")).people.map((p) => p.username)).toEqual(["GoneQuiet"]);
    expect((await people("group=owner&search=owner")).people.map((p) => p.username)).toEqual(["TheOwner"]);
  });

  it("pages in SQL with a total, and answers bad filters with 400 naming the field", async () => {
    for (let index = 0; index < 27; index += 1) await buildUser(t.db, { username: `pager${index}x` });
    const first = await people("search=pager");
    expect(first.total).toBe(27);
    expect(first.page_count).toBe(2);
    expect(first.people).toHaveLength(25);
    expect(first.people[0]?.username).toBe("pager26x");
    const second = await people("search=pager&page=2");
    expect(second.people.map((p) => p.username)).toEqual(["pager1x", "pager0x"]);
    expect(first.more).toBe(false);
    const beyond = await people("search=pager&page=9");
    expect(beyond).toMatchObject({ people: [], total: 27, more: false, page_count: 2 });

    // Counted up to 1,000 matches; a page further on counts as far as it needs.
    const many = Array.from({ length: 1010 }, (_, index) => ({
      username: `capped${index}`,
      username_key: `capped${index}`,
      email: `capped${index}@example.test`,
      email_key: `capped${index}@example.test`,
      password_hash: "x",
      profile_img: null,
      date_joined: "2026-01-01T00:00:00.000Z",
      last_login: null,
    }));
    for (let index = 0; index < many.length; index += 250) {
      await t.db
        .insertInto("users")
        .values(many.slice(index, index + 250))
        .execute();
    }
    expect(await people("search=capped")).toMatchObject({ total: 1000, more: true, page_count: 40 });
    const past = await people("search=capped&page=41");
    expect(past).toMatchObject({ total: 1010, more: false, page_count: 41 });
    expect(past.people.map((p) => p.username)).toEqual(Array.from({ length: 10 }, (_, index) => `capped${9 - index}`));

    const bad = await owner.get("/admin/api/people/?page=0&unverified=maybe&group=Not%20A%20Group");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["group", "page", "unverified"]);
  });
});

describe("a person's access", () => {
  it("sets groups and permissions, custom ones included, and the person has them on their next request", async () => {
    const person = await buildUser(t.db);
    const theirs = await signedIn(person);
    expect((await theirs.get("/punished/api/appeal/list/admin/?is_open=true")).statusCode).toBe(403);

    const response = await owner.post(`/admin/api/people/${person.id}/access/`, {
      groups: ["administrators", "downloads"],
      permissions: ["announcements.create", "mods.beta-tester"],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`Saved ${person.username}'s groups and permissions.`);
    expect(response.json().person).toMatchObject({
      groups: ["administrators", "downloads"],
      permissions: ["announcements.create", "mods.beta-tester"],
      known_groups: ["administrators", "downloads", "owner", "patching"],
      known_permissions: expect.arrayContaining(["announcements.create", "downloads.modify"]),
    });

    // No new sign-in: the same session now carries the groups.
    expect((await theirs.get("/punished/api/appeal/list/admin/?is_open=true")).statusCode).toBe(200);
    expect((await theirs.get("/users/api/user-basic-info/")).json().groups).toEqual(["administrators", "downloads"]);

    const removed = await owner.post(`/admin/api/people/${person.id}/access/`, { groups: [], permissions: [] });
    expect(removed.json().person).toMatchObject({ groups: [], permissions: [] });
    expect((await theirs.get("/punished/api/appeal/list/admin/?is_open=true")).statusCode).toBe(403);
  });

  it("refuses unknown groups and malformed names, changing nothing", async () => {
    const person = await buildUser(t.db, { groups: ["patching"] });
    const unknown = await owner.post(`/admin/api/people/${person.id}/access/`, {
      groups: ["wizards"],
      permissions: [],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown group: wizards/);
    const malformed = await owner.post(`/admin/api/people/${person.id}/access/`, {
      groups: [],
      permissions: ["Not Valid!"],
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty(["permissions.0"]);
    const detail = await owner.get(`/admin/api/people/${person.id}/`);
    expect(detail.json()).toMatchObject({ groups: ["patching"], permissions: [] });
    expect((await owner.get("/admin/api/people/999999/")).statusCode).toBe(404);
  });
});

describe("the last active owner", () => {
  it("cannot lose the owner group, be deactivated or be deleted; with a second owner each is allowed", async () => {
    // A site of its own, so "last owner" is exact.
    const site = await createTestApp();
    try {
      const first = await buildUser(site.db, { groups: ["owner"] });
      const client = new TestClient(site.app);
      await client.signInAs(site.db, first.id);
      const me = await client.get(`/admin/api/people/${first.id}/`);
      expect(me.json().is_last_owner).toBe(true);

      for (const [method, url, payload] of [
        ["POST", `/admin/api/people/${first.id}/access/`, { groups: [], permissions: [] }],
        ["POST", `/admin/api/people/${first.id}/deactivate/`, undefined],
        ["DELETE", `/admin/api/people/${first.id}/`, undefined],
      ] as const) {
        const refused = await client.request({ method, url, payload });
        expect(refused.statusCode, url).toBe(409);
        expect(refused.json().message).toMatch(/last active owner/);
      }
      expect((await client.get(`/admin/api/people/${first.id}/`)).json()).toMatchObject({
        groups: ["owner"],
        is_active: true,
      });

      // A deactivated owner does not count as the site's owner.
      const dormant = await buildUser(site.db, { groups: ["owner"] });
      await site.db.updateTable("users").set({ is_active: 0 }).where("id", "=", dormant.id).execute();
      expect((await client.post(`/admin/api/people/${first.id}/deactivate/`)).statusCode).toBe(409);

      const second = await buildUser(site.db, { groups: ["owner"] });
      const dropped = await client.post(`/admin/api/people/${first.id}/access/`, { groups: [], permissions: [] });
      expect(dropped.statusCode, dropped.body).toBe(200);
      // The first owner is no longer one: the console is closed to them at once.
      expect((await client.get(`/admin/api/people/${second.id}/`)).statusCode).toBe(403);
      expect((await site.db.selectFrom("audit_log").select("action").execute()).map((r) => r.action)).toContain(
        "user.access",
      );
    } finally {
      await site.close();
    }
  });
});

describe("deactivation", () => {
  it("ends every session at once, stops login with a clear message, and reactivation lets them back", async () => {
    const person = await buildUser(t.db);
    const browser = new TestClient(t.app);
    expect(
      (await browser.post("/users/api/login/", { email: person.email, password: person.password })).statusCode,
    ).toBe(200);
    const phone = await signedIn(person);
    expect((await phone.get("/users/api/user-profile/")).statusCode).toBe(200);

    const response = await owner.post(`/admin/api/people/${person.id}/deactivate/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `${person.username} is deactivated: their sessions ended and they cannot sign in.`,
      person: { is_active: false, live_sessions: 0 },
    });
    for (const client of [browser, phone]) {
      expect((await client.get("/users/api/user-profile/")).statusCode).toBe(401);
      expect((await client.get("/users/api/user-basic-info/")).json().is_authenticated).toBe(false);
    }
    const login = await new TestClient(t.app).post("/users/api/login/", {
      email: person.email,
      password: person.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/This account has been deactivated/);
    // A wrong password still says only that the login failed.
    const wrong = await new TestClient(t.app).post("/users/api/login/", {
      email: person.email,
      password: "nope-nope-nope",
    });
    expect(wrong.json().message).toBe("Invalid Username or Password");
    const german = await new TestClient(t.app).post(
      "/users/api/login/",
      { email: person.email, password: "nope-nope-nope" },
      { "accept-language": "de" },
    );
    expect(german.json().message).toBe("Benutzername oder Passwort ungültig");

    expect((await owner.post(`/admin/api/people/${person.id}/reactivate/`)).json().message).toBe(
      `${person.username} can sign in again.`,
    );
    const again = await new TestClient(t.app).post("/users/api/login/", {
      email: person.email,
      password: person.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it("is checked on every request, so a session left over from before is refused too", async () => {
    const person = await buildUser(t.db);
    const client = await signedIn(person);
    await t.db.updateTable("users").set({ is_active: 0 }).where("id", "=", person.id).execute();
    expect((await client.get("/users/api/user-profile/")).statusCode).toBe(401);
  });
});

describe("verification and sessions", () => {
  it("marks an unverified account verified and drops its pending link", async () => {
    const person = await buildUser(t.db, { verified: false });
    await t.db
      .insertInto("email_verifications")
      .values({ user_id: person.id, pin_hash: "p", created_at: "x" })
      .execute();
    await t.db
      .insertInto("email_verification_links")
      .values({ user_id: person.id, token_hash: `t${person.id}`, created_at: "x", expires_at: "y" })
      .execute();
    const response = await owner.post(`/admin/api/people/${person.id}/verify/`);
    expect(response.json()).toMatchObject({
      message: `${person.username} is now verified.`,
      person: { is_verified: true },
    });
    const pending = await t.db.selectFrom("email_verifications").where("user_id", "=", person.id).selectAll().execute();
    expect(pending).toEqual([]);
    const links = await t.db
      .selectFrom("email_verification_links")
      .where("user_id", "=", person.id)
      .selectAll()
      .execute();
    expect(links).toEqual([]);
    expect((await owner.post(`/admin/api/people/${person.id}/verify/`)).json().message).toMatch(/was already verified/);
  });

  it("ends all of a person's sessions; the owner's own current one is kept", async () => {
    const person = await buildUser(t.db);
    const clients = [await signedIn(person), await signedIn(person)];
    const response = await owner.post(`/admin/api/people/${person.id}/end-sessions/`);
    expect(response.json()).toEqual({ message: "Ended 2 sessions.", ended: 2 });
    await signedIn(person);
    const german = await owner.post(`/admin/api/people/${person.id}/end-sessions/`, undefined, {
      "accept-language": "de",
    });
    expect(german.json()).toEqual({ message: "1 Sitzung beendet.", ended: 1 });
    for (const client of clients) expect((await client.get("/users/api/user-profile/")).statusCode).toBe(401);

    const elsewhere = await signedIn(ownerUser);
    const own = await owner.post(`/admin/api/people/${ownerUser.id}/end-sessions/`);
    expect(own.statusCode).toBe(200);
    expect((await elsewhere.get("/users/api/user-profile/")).statusCode).toBe(401);
    expect((await owner.get("/users/api/user-profile/")).statusCode).toBe(200);
  });
});

const mediaFile = (url: string) => join(t.config.dataDir, "media", url.replace(/^\/media\//, ""));

/** Submits an appeal as the client against a fresh punishment; returns its id. */
async function submitAppeal(client: TestClient, message: string) {
  const punishmentId = await seedPunishment(t.db);
  const appeal = await client.post("/punished/api/appeal/create/", {
    punishment_id: punishmentId,
    appeal_message: message,
  });
  expect(appeal.statusCode, appeal.body).toBe(201);
  return appeal.json().appeal_id as number;
}

describe("deleting an account", () => {
  it("removes their appeals (with every comment on them), their comments anywhere, their news networks and their picture; keeps their announcements", async () => {
    // An administrator, so they also comment on someone else's appeal.
    const person = await buildUser(t.db, { groups: ["administrators"], permissions: ["announcements.create"] });
    const admin = await buildUser(t.db, { groups: ["administrators"] });
    const submitter = await buildUser(t.db);
    const theirs = await signedIn(person);
    const adminClient = await signedIn(admin);
    const submitterClient = await signedIn(submitter);

    const appealId = await submitAppeal(theirs, "It was not me.");
    await adminClient.post("/punished/api/appeal/inspect/comment/post/", { appeal_id: appealId, comment: "Checking." });
    const othersAppeal = await submitAppeal(submitterClient, "Please unban me.");
    for (const [client, comment] of [
      [theirs, "Looking into it."],
      [submitterClient, "Thank you."],
    ] as const) {
      const posted = await client.post("/punished/api/appeal/inspect/comment/post/", {
        appeal_id: othersAppeal,
        comment,
      });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const uploaded = await multipart(
      {},
      { filename: "me.png", type: "image/png", data: await picture("png", 300, 300) },
    );
    const profile = await theirs.request({
      method: "POST",
      url: "/users/api/user-profile/edit/",
      payload: uploaded.payload,
      headers: uploaded.headers,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const pictureUrl: string = profile.json().profile.profile_img;
    expect(existsSync(mediaFile(pictureUrl))).toBe(true);
    await createNetwork(theirs, { network_name: "Doomed News" });
    await createNetwork(theirs, { network_name: "Doomed Times" });
    const announcementId = await createAnnouncement(theirs, { title: "Build contest" });
    const ownersAnnouncement = await createAnnouncement(owner, { title: "Rules" });
    await theirs.post("/announcements/api/comment/post/", { announcement_id: ownersAnnouncement, comment: "Nice!" });
    await t.db
      .insertInto("contact_messages")
      .values({
        name: "Them",
        email: person.email,
        message: "Hi",
        user_id: person.id,
        ip: null,
        created_at: "2026-01-01",
      })
      .execute();

    const page = await owner.get(`/admin/api/people/${person.id}/`);
    expect(page.json().content).toEqual({
      appeals: 1,
      appeal_comments: 1,
      announcement_comments: 1,
      announcements: 1,
      news_networks: 2,
    });

    const response = await owner.delete(`/admin/api/people/${person.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Deleted the account of ${person.username}.`);

    expect(await t.db.selectFrom("users").where("id", "=", person.id).selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("appeals").where("id", "=", appealId).selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("appeal_comments").where("appeal_id", "=", appealId).selectAll().execute()).toEqual(
      [],
    );
    expect(
      await t.db
        .selectFrom("announcement_comments")
        .where("announcement_id", "=", ownersAnnouncement)
        .selectAll()
        .execute(),
    ).toEqual([]);
    // Their comment on someone else's appeal goes; that appeal and its other comments stay.
    const othersComments = await t.db
      .selectFrom("appeal_comments")
      .select(["author_id", "comment"])
      .where("appeal_id", "=", othersAppeal)
      .execute();
    expect(othersComments).toEqual([{ author_id: submitter.id, comment: "Thank you." }]);
    expect(await t.db.selectFrom("news_networks").where("owner_id", "=", person.id).selectAll().execute()).toEqual([]);
    expect(existsSync(mediaFile(pictureUrl))).toBe(false);
    const kept = await new TestClient(t.app).get(`/announcements/api/view/${announcementId}/`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().announcement).toMatchObject({ title: "Build contest", author: null });
    const message = await t.db.selectFrom("contact_messages").where("email", "=", person.email).selectAll().execute();
    expect(message).toEqual([expect.objectContaining({ user_id: null })]);
    expect((await theirs.get("/users/api/user-profile/")).statusCode).toBe(401);
    // Their name and address are free again.
    await buildUser(t.db, { username: person.username, email: person.email });

    const [entry] = await auditEntries(t.db, "user.delete");
    expect(entry).toMatchObject({
      actor_name: "TheOwner",
      target_label: person.username,
      before: {
        username: person.username,
        email: person.email,
        groups: ["administrators"],
        permissions: ["announcements.create"],
      },
    });
  });
});
