import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createTestDatabase } from "../../../test/database";
import { auditEntries } from "../../../test/factories/admin";
import { createPage, pageForm } from "../../../test/factories/pages";
import { migrateToLatest } from "../../db/migrate";
import { saveSiteSettings } from "../site/site-settings.repository";

// Issue 30: the owner writes pages in the console; readers find them at /p/<slug>/ when published
// and their visibility lets them in. Anything else is the same 404 as a page that does not exist.

let t: TestApp;
let owner: TestClient;
let player: TestClient;
let builder: TestClient;
const visitor = () => new TestClient(t.app);

async function signedIn(access: { groups?: string[] } = {}) {
  const client = new TestClient(t.app);
  const user = await buildUser(t.db, access);
  await client.signInAs(t.db, user.id);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insertInto("groups").values({ name: "builders", description: "Build team." }).execute();
  owner = await signedIn({ groups: ["owner"] });
  player = await signedIn();
  builder = await signedIn({ groups: ["builders"] });
});
afterAll(() => t.close());

const read = (client: TestClient, slug: string) => client.get(`/core/api/pages/${slug}/`);

describe("writing a page", () => {
  it("creates a published page that anyone reads at its slug, with its first revision and an audit entry", async () => {
    const response = await owner.post("/admin/api/pages/", pageForm({ slug: "rules", title: "Rules" }));
    expect(response.statusCode).toBe(201);
    const { page, message } = response.json();
    expect(message).toBe("“Rules” is published.");
    expect(page).toMatchObject({ slug: "rules", title: "Rules", visibility: "everyone", published: true });

    const shown = await read(visitor(), "rules");
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ title: "Rules", content: "<p>Be kind. No griefing.</p>" });

    const revisions = (await owner.get(`/admin/api/pages/${page.id}/revisions/`)).json();
    expect(revisions.total).toBe(1);
    const [entry] = await auditEntries(t.db, "page.create");
    expect(entry?.target_label).toBe("Page /p/rules/: Rules");
  });

  it("edits a page: a new revision, the old text kept; a save that changes nothing writes nothing", async () => {
    const { id, form } = await createPage(owner);
    const edited = await owner.post(`/admin/api/pages/${id}/`, { ...form, content: "<p>New rules.</p>" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().page.content).toBe("<p>New rules.</p>");
    expect((await read(visitor(), form.slug ?? "")).json().content).toBe("<p>New rules.</p>");

    const again = await owner.post(`/admin/api/pages/${id}/`, { ...form, content: "<p>New rules.</p>" });
    expect(again.json().message).toBe("Nothing changed.");
    const { revisions, total } = (await owner.get(`/admin/api/pages/${id}/revisions/`)).json();
    expect(total).toBe(2);
    expect(revisions[0].title).toBe(form.title);
    const oldest = (await owner.get(`/admin/api/pages/${id}/revisions/${revisions[1].id}/`)).json();
    expect(oldest.content).toBe("<p>Be kind. No griefing.</p>");
    const updates = (await auditEntries(t.db, "page.update")).filter((entry) => entry.target_id === String(id));
    expect(updates).toHaveLength(1);
    expect(updates[0]?.after).toMatchObject({ content_changed: true });
  });

  it("a draft is a 404 to everyone at its address until published; publishing is audited, with no new revision", async () => {
    const { id, form } = await createPage(owner, { published: false });
    for (const client of [visitor(), player, owner]) expect((await read(client, form.slug ?? "")).statusCode).toBe(404);

    const published = await owner.post(`/admin/api/pages/${id}/`, { ...form, published: true });
    expect(published.json().page.published).toBe(true);
    expect((await read(visitor(), form.slug ?? "")).statusCode).toBe(200);
    const [entry] = await auditEntries(t.db, "page.publish");
    expect(entry?.after).toEqual({ published: true });
    expect((await owner.get(`/admin/api/pages/${id}/revisions/`)).json().total).toBe(1);
  });

  it("deletes a page with its revisions: its address and console page answer 404", async () => {
    const { id, form } = await createPage(owner);
    const deleted = await owner.delete(`/admin/api/pages/${id}/`);
    expect(deleted.statusCode).toBe(200);
    expect((await read(visitor(), form.slug ?? "")).statusCode).toBe(404);
    expect((await owner.get(`/admin/api/pages/${id}/`)).statusCode).toBe(404);
    expect((await owner.delete(`/admin/api/pages/${id}/`)).statusCode).toBe(404);
    const left = await t.db.selectFrom("page_revisions").select("id").where("page_id", "=", id).execute();
    expect(left).toEqual([]);
    expect((await auditEntries(t.db, "page.delete"))[0]?.before).toMatchObject({ slug: form.slug });
  });

  it("lists the pages in pages of 20, last changed first, with state and visibility", async () => {
    for (let index = 0; index < 21; index += 1) await createPage(owner, { published: index % 2 === 0 });
    const first = (await owner.get("/admin/api/pages/")).json();
    expect(first.pages).toHaveLength(20);
    expect(first.page_count).toBe(Math.ceil(first.total / 20));
    const second = (await owner.get("/admin/api/pages/?page=2")).json();
    expect(second.pages.length).toBe(first.total - 20);
    const times = [...first.pages, ...second.pages].map((page: { updated_at: string }) => page.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.pages[0]).toHaveProperty("visibility");
    expect(first.pages[0]).toHaveProperty("published");
  });
});

describe("revisions", () => {
  it("restores an old revision as a new one: title, content, visibility and groups; slug and state stay", async () => {
    const { id, form } = await createPage(owner, { visibility: "groups", groups: ["builders"], title: "Build guide" });
    await owner.post(`/admin/api/pages/${id}/`, {
      ...form,
      title: "Build guide v2",
      content: "<p>Second draft.</p>",
      visibility: "everyone",
      groups: [],
    });
    const { revisions } = (await owner.get(`/admin/api/pages/${id}/revisions/`)).json();
    const first = revisions.at(-1);
    const restored = await owner.post(`/admin/api/pages/${id}/revisions/${first.id}/restore/`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().page).toMatchObject({
      title: "Build guide",
      content: "<p>Be kind. No griefing.</p>",
      visibility: "groups",
      groups: ["builders"],
      slug: form.slug,
      published: true,
    });
    const after = (await owner.get(`/admin/api/pages/${id}/revisions/`)).json();
    expect(after.total).toBe(3);
    expect(after.revisions[0].title).toBe("Build guide");
    expect((await read(player, form.slug ?? "")).statusCode).toBe(404);
    const [entry] = await auditEntries(t.db, "page.restore");
    expect(entry?.after).toMatchObject({ revision: first.id, visibility: "groups" });
  });

  it("pages the revisions ten at a time and answers 404 for another page's revision", async () => {
    const { id, form } = await createPage(owner);
    for (let index = 0; index < 11; index += 1) {
      await owner.post(`/admin/api/pages/${id}/`, { ...form, content: `<p>Edit ${index}</p>` });
    }
    const first = (await owner.get(`/admin/api/pages/${id}/revisions/`)).json();
    expect(first.revisions).toHaveLength(10);
    expect(first).toMatchObject({ total: 12, page_count: 2 });
    expect((await owner.get(`/admin/api/pages/${id}/revisions/?page=2`)).json().revisions).toHaveLength(2);
    const other = await createPage(owner);
    const foreign = first.revisions[0].id;
    expect((await owner.get(`/admin/api/pages/${other.id}/revisions/${foreign}/`)).statusCode).toBe(404);
    expect((await owner.post(`/admin/api/pages/${other.id}/revisions/${foreign}/restore/`)).statusCode).toBe(404);
  });
});

describe("slugs", () => {
  it.each([
    ["Rules", "upper case"],
    ["rules page", "a space"],
    ["-rules", "a leading dash"],
    ["rules--old", "a double dash"],
    ["rules_1", "an underscore"],
    ["../admin", "dot segments"],
    ["a".repeat(61), "61 characters"],
    ["", "nothing"],
  ])("refuses %j (%s) with a message on the slug", async (slug) => {
    const response = await owner.post("/admin/api/pages/", pageForm({ slug }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.slug).toHaveLength(1);
  });

  it.each(["admin", "login", "api", "announcements", "p", "new"])("refuses the reserved slug %j", async (slug) => {
    const response = await owner.post("/admin/api/pages/", pageForm({ slug }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.slug).toEqual(["That slug is reserved: choose another."]);
  });

  it("takes 60 characters, and refuses a slug another page has with 409, on create and on edit", async () => {
    expect((await owner.post("/admin/api/pages/", pageForm({ slug: "a".repeat(60) }))).statusCode).toBe(201);
    const taken = await createPage(owner);
    const again = await owner.post("/admin/api/pages/", pageForm({ slug: taken.slug }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.slug).toEqual(["Another page has that slug: choose another."]);
    const mine = await createPage(owner);
    const moved = await owner.post(`/admin/api/pages/${mine.id}/`, { ...mine.form, slug: taken.slug });
    expect(moved.statusCode).toBe(409);
  });

  it("answers 404 for an address that cannot be a slug", async () => {
    for (const slug of ["Rules", "%2e%2e", "a%2Fb", "x".repeat(150)])
      expect((await read(owner, slug)).statusCode).toBe(404);
  });
});

describe("who reads a restricted page", () => {
  it("a group page: its members and the owner read it; a visitor and another player get the missing page's 404", async () => {
    const { slug } = await createPage(owner, { visibility: "groups", groups: ["builders"], title: "Build team" });
    const missing = await read(visitor(), "no-such-page");
    expect((await read(builder, slug)).json().title).toBe("Build team");
    expect((await read(owner, slug)).statusCode).toBe(200);
    for (const client of [visitor(), player]) {
      const refused = await read(client, slug);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
    }
  });

  it("a signed-in page: every signed-in player reads it, a visitor gets 404", async () => {
    const { slug } = await createPage(owner, { visibility: "signed_in" });
    expect((await read(player, slug)).statusCode).toBe(200);
    expect((await read(builder, slug)).statusCode).toBe(200);
    expect((await read(visitor(), slug)).statusCode).toBe(404);
  });

  it("refuses a group page without groups, or with a group that does not exist", async () => {
    const none = await owner.post("/admin/api/pages/", pageForm({ visibility: "groups", groups: [] }));
    expect(none.json().errors.groups).toEqual(["Choose at least one group."]);
    const unknown = await owner.post("/admin/api/pages/", pageForm({ visibility: "groups", groups: ["ghosts"] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.groups).toEqual(["No group is named ghosts."]);
  });

  it("a page whose only group is deleted stays closed to everyone but the owner", async () => {
    await t.db.insertInto("groups").values({ name: "temporary" }).execute();
    const member = await signedIn({ groups: ["temporary"] });
    const { slug } = await createPage(owner, { visibility: "groups", groups: ["temporary"] });
    expect((await read(member, slug)).statusCode).toBe(200);
    await t.db.deleteFrom("groups").where("name", "=", "temporary").execute();
    expect((await read(member, slug)).statusCode).toBe(404);
    expect((await read(owner, slug)).statusCode).toBe(200);
  });
});

describe("the sitemap", () => {
  it("lists published pages anyone may read, and never drafts or restricted ones", async () => {
    const open = await createPage(owner);
    const draft = await createPage(owner, { published: false });
    const members = await createPage(owner, { visibility: "signed_in" });
    const team = await createPage(owner, { visibility: "groups", groups: ["builders"] });
    const xml = (await visitor().get("/sitemap.xml")).body;
    expect(xml).toContain(`<loc>http://localhost:3000/p/${open.slug}/</loc>`);
    for (const hidden of [draft, members, team]) expect(xml).not.toContain(`/p/${hidden.slug}/`);
    expect(xml).not.toContain("/p/privacy-policy/");
    expect(xml).toContain("<loc>http://localhost:3000/privacy-policy/</loc>");
  });
});

describe("the privacy policy's page", () => {
  it("is there on a new site, published, with today's text and the site's name, and the owner edits it", async () => {
    const shown = (await read(visitor(), "privacy-policy")).json();
    expect(shown.title).toBe("Privacy policy");
    expect(shown.content).toContain("<p>Bastion is the community website of a Minecraft server.");
    expect(shown.content).toContain('href="http://localhost:3000/contact-us/"');
    const listed = (await owner.get("/admin/api/pages/?page=1")).json();
    const total = listed.total as number;
    const all = [
      listed.pages,
      ...(await Promise.all(
        Array.from(
          { length: listed.page_count - 1 },
          async (_, i) => (await owner.get(`/admin/api/pages/?page=${i + 2}`)).json().pages,
        ),
      )),
    ].flat();
    expect(all).toHaveLength(total);
    const privacy = all.find((page: { slug: string }) => page.slug === "privacy-policy");
    expect(privacy).toMatchObject({ published: true, visibility: "everyone", updated_by: null });
    const detail = (await owner.get(`/admin/api/pages/${privacy.id}/`)).json();
    const edited = await owner.post(`/admin/api/pages/${privacy.id}/`, {
      title: detail.title,
      slug: detail.slug,
      content: `${detail.content}<p>Run by Alex.</p>`,
      visibility: detail.visibility,
      groups: detail.groups,
      published: true,
    });
    expect(edited.statusCode).toBe(200);
    expect((await read(visitor(), "privacy-policy")).json().content).toContain("<p>Run by Alex.</p>");
  });
});

describe("the privacy page on a site in another language", () => {
  it("is written in the site's default language of the moment it is made", async () => {
    const database = await createTestDatabase({ migrated: true });
    await migrateToLatest(database.handle.db);
    await saveSiteSettings(database.handle.db, { default_locale: "de" });
    const app = await createTestApp({}, { database });
    try {
      const shown = (await new TestClient(app.app).get("/core/api/pages/privacy-policy/")).json();
      expect(shown.title).toBe("Datenschutzerklärung");
      expect(shown.content).toContain("<p>Bastion ist die Community-Website eines Minecraft-Servers.");
      expect(shown.content).toMatch(/<a href="http:\/\/localhost:3000\/contact-us\/"[^>]*>Kontaktformular<\/a>/);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe("the privacy page, deleted", () => {
  it("answers 404 (the web app shows today's text) and is not made again at the next start", async () => {
    const fresh = await createTestApp();
    try {
      const boss = new TestClient(fresh.app);
      await boss.signInAs(fresh.db, (await buildUser(fresh.db, { groups: ["owner"] })).id);
      const row = await fresh.db
        .selectFrom("pages")
        .select("id")
        .where("slug", "=", "privacy-policy")
        .executeTakeFirstOrThrow();
      expect((await boss.delete(`/admin/api/pages/${row.id}/`)).statusCode).toBe(200);
      const again = await createTestApp({}, { database: fresh.database });
      try {
        expect((await new TestClient(again.app).get("/core/api/pages/privacy-policy/")).statusCode).toBe(404);
      } finally {
        await again.close();
      }
    } finally {
      await fresh.close();
    }
  });
});

describe("the privacy page on a site starting several instances at once", () => {
  it("is made once", async () => {
    const database = await createTestDatabase({ migrated: true });
    const apps = await Promise.all([0, 1, 2].map(() => createTestApp({}, { database })));
    try {
      const rows = await database.handle.db
        .selectFrom("pages")
        .select("id")
        .where("slug", "=", "privacy-policy")
        .execute();
      expect(rows).toHaveLength(1);
      const revisions = await database.handle.db.selectFrom("page_revisions").select("id").execute();
      expect(revisions).toHaveLength(1);
    } finally {
      for (const app of apps) await app.close();
      await database.drop();
    }
  });
});
