import { DEFAULT_HOME } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp } from "../../../test/app";
import { buildCallers, type Caller, seedContactMessage, storedRows } from "../../../test/factories/admin";
import { pageForm } from "../../../test/factories/pages";
import { multipart, picture } from "../../../test/factories/pictures";
import { createApiKey } from "../api-keys/api-keys.service";
import { CLI_ACTOR } from "../audit/audit.service";

// Issue 14: every owner-console route refuses everyone but the owner group, on the server, before
// reading the body; a refused call changes nothing stored. The owner's call succeeds.

let t: TestApp;
let callers: Caller[];

beforeAll(async () => {
  t = await createTestApp();
  callers = await buildCallers(t);
});
afterAll(() => t.close());

interface Call {
  method: "GET" | "POST" | "DELETE";
  url: string;
  payload?: Record<string, unknown> | Buffer;
  headers?: Record<string, string>;
}

/** A logo or favicon upload (multipart), as the Settings page sends it. */
async function pictureUpload(url: string, field: string): Promise<Call> {
  const body = await multipart(
    {},
    { name: field, filename: "logo.png", type: "image/png", data: await picture("png") },
  );
  return { method: "POST", url, ...body };
}

/** A page stored directly (as the owner's create would), so each call has one of its own. */
async function storedPage() {
  const now = new Date().toISOString();
  const form = pageForm();
  const row = await t.db
    .insertInto("pages")
    .values({
      slug: form.slug ?? "",
      title: form.title ?? "",
      content_html: "<p>x</p>",
      visibility: "everyone",
      is_published: 1,
      created_at: now,
      created_by_id: null,
      updated_at: now,
      updated_by_id: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const revision = await t.db
    .insertInto("page_revisions")
    .values({
      page_id: row.id,
      title: "Old",
      content_html: "<p>old</p>",
      visibility: "everyone",
      groups_json: "[]",
      author_id: null,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, revision: revision.id, form };
}

let rankCount = 0;
const rankForm = () => {
  rankCount += 1;
  return { name: `crew-${rankCount}`, badge: "Crew", colour: "#22aa55", is_staff: false, permissions: [] };
};
/** A custom group stored directly, so each call has one of its own. */
async function storedRank() {
  const row = await t.db
    .insertInto("groups")
    .values({ name: rankForm().name, is_staff: 0, position: 50, built_in: 0, badge: null, colour: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Each route with the data it acts on made fresh, so the owner's successful call has a target. */
const ROUTES: [string, () => Promise<Call>][] = [
  ["overview", async () => ({ method: "GET", url: "/admin/api/overview/" })],
  ["people search", async () => ({ method: "GET", url: "/admin/api/people/?search=player&page=1" })],
  ["a person", async () => ({ method: "GET", url: `/admin/api/people/${(await buildUser(t.db)).id}/` })],
  [
    "change access",
    async () => ({
      method: "POST",
      url: `/admin/api/people/${(await buildUser(t.db)).id}/access/`,
      payload: { groups: ["owner"], permissions: ["downloads"] },
    }),
  ],
  [
    "verify",
    async () => ({
      method: "POST",
      url: `/admin/api/people/${(await buildUser(t.db, { verified: false })).id}/verify/`,
    }),
  ],
  ["deactivate", async () => ({ method: "POST", url: `/admin/api/people/${(await buildUser(t.db)).id}/deactivate/` })],
  [
    "reactivate",
    async () => {
      const user = await buildUser(t.db);
      await t.db.updateTable("users").set({ is_active: 0 }).where("id", "=", user.id).execute();
      return { method: "POST", url: `/admin/api/people/${user.id}/reactivate/` };
    },
  ],
  [
    "end sessions",
    async () => ({ method: "POST", url: `/admin/api/people/${(await buildUser(t.db)).id}/end-sessions/` }),
  ],
  ["delete a person", async () => ({ method: "DELETE", url: `/admin/api/people/${(await buildUser(t.db)).id}/` })],
  ["contact inbox", async () => ({ method: "GET", url: "/admin/api/contact/" })],
  [
    "mark a message read",
    async () => ({
      method: "POST",
      url: `/admin/api/contact/${await seedContactMessage(t.db)}/read/`,
      payload: { read: true },
    }),
  ],
  [
    "delete a message",
    async () => ({ method: "DELETE", url: `/admin/api/contact/${await seedContactMessage(t.db)}/` }),
  ],
  ["audit log", async () => ({ method: "GET", url: "/admin/api/audit/?action=user.delete" })],
  ["second-factor policy", async () => ({ method: "GET", url: "/admin/api/second-factor/" })],
  [
    "change the second-factor policy",
    async () => ({ method: "POST", url: "/admin/api/second-factor/", payload: { groups: ["owner", "patching"] } }),
  ],
  ["site settings", async () => ({ method: "GET", url: "/admin/api/settings/" })],
  [
    "change the site settings",
    async () => ({
      method: "POST",
      url: "/admin/api/settings/",
      payload: {
        site_name: `Craft ${Math.random()}`,
        description: "",
        server_address: "",
        discord_url: "",
        store_url: "",
        footer_text: "",
        operator_name: "",
        operator_contact: "",
        modules: { mycolony2: true, downloads: true, appeals: true, announcement_comments: true },
      },
    }),
  ],
  ["menus", async () => ({ method: "GET", url: "/admin/api/menus/" })],
  [
    "change the menus",
    async () => ({
      method: "POST",
      url: "/admin/api/menus/",
      payload: { navbar: [{ kind: "link", label: `Vote ${Math.random()}`, url: "https://vote.example" }], footer: [] },
    }),
  ],
  ["site logo and icons", async () => ({ method: "GET", url: "/admin/api/settings/logo/" })],
  ["upload the logo", () => pictureUpload("/admin/api/settings/logo/", "logo")],
  ["remove the logo", async () => ({ method: "DELETE", url: "/admin/api/settings/logo/" })],
  ["upload a favicon", () => pictureUpload("/admin/api/settings/favicon/", "favicon")],
  ["remove the favicon", async () => ({ method: "DELETE", url: "/admin/api/settings/favicon/" })],
  ["home page", async () => ({ method: "GET", url: "/admin/api/home/" })],
  [
    "change the home page",
    async () => ({
      method: "POST",
      url: "/admin/api/home/",
      payload: { ...DEFAULT_HOME, hero_title: `Hi ${Math.random()}` },
    }),
  ],
  ["look", async () => ({ method: "GET", url: "/admin/api/look/" })],
  [
    "change the look",
    async () => ({
      method: "POST",
      url: "/admin/api/look/",
      payload: {
        accent: "#34d399",
        accent_secondary: "#6c757d",
        default_theme: Math.random() < 0.5 ? "light" : "system",
      },
    }),
  ],
  ["groups", async () => ({ method: "GET", url: "/admin/api/groups/" })],
  ["pages", async () => ({ method: "GET", url: "/admin/api/pages/?page=1" })],
  ["create a page", async () => ({ method: "POST", url: "/admin/api/pages/", payload: pageForm() })],
  ["a page", async () => ({ method: "GET", url: `/admin/api/pages/${(await storedPage()).id}/` })],
  [
    "edit a page",
    async () => {
      const page = await storedPage();
      return { method: "POST", url: `/admin/api/pages/${page.id}/`, payload: { ...page.form, title: "Edited" } };
    },
  ],
  ["delete a page", async () => ({ method: "DELETE", url: `/admin/api/pages/${(await storedPage()).id}/` })],
  [
    "a page's revisions",
    async () => ({ method: "GET", url: `/admin/api/pages/${(await storedPage()).id}/revisions/` }),
  ],
  [
    "a revision",
    async () => {
      const page = await storedPage();
      return { method: "GET", url: `/admin/api/pages/${page.id}/revisions/${page.revision}/` };
    },
  ],
  [
    "restore a revision",
    async () => {
      const page = await storedPage();
      return { method: "POST", url: `/admin/api/pages/${page.id}/revisions/${page.revision}/restore/` };
    },
  ],
  ["ranks", async () => ({ method: "GET", url: "/admin/api/ranks/" })],
  ["create a rank", async () => ({ method: "POST", url: "/admin/api/ranks/", payload: rankForm() })],
  [
    "edit a rank",
    async () => ({ method: "POST", url: `/admin/api/ranks/${await storedRank()}/`, payload: rankForm() }),
  ],
  ["delete a rank", async () => ({ method: "DELETE", url: `/admin/api/ranks/${await storedRank()}/` })],
  [
    "order the ranks",
    async () => {
      const rows = await t.db.selectFrom("groups").select("id").orderBy("id", "desc").execute();
      return { method: "POST", url: "/admin/api/ranks/order/", payload: { ids: rows.map((row) => row.id) } };
    },
  ],
  ["API keys", async () => ({ method: "GET", url: "/api/keys/api/list/" })],
  [
    "create an API key",
    async () => ({
      method: "POST",
      url: "/api/keys/api/create/",
      payload: { name: `Server ${Math.random()}`, scopes: ["punishments:write"] },
    }),
  ],
  [
    "revoke an API key",
    async () => {
      const { id } = await createApiKey(
        t.db,
        { name: `Lobby ${Math.random()}`, scopes: ["punishments:write"] },
        CLI_ACTOR,
      );
      return { method: "POST", url: `/api/keys/api/revoke/${id}/` };
    },
  ],
];

describe.each(ROUTES)("%s", (_label, make) => {
  it("is refused to everyone but the owner group, changing nothing, and done for the owner", async () => {
    const call = await make();
    for (const caller of callers.filter((c) => c.name !== "owner")) {
      const before = await storedRows(t);
      const response = await caller.client.request(call);
      expect(response.statusCode, `${caller.name} ${call.method} ${call.url}`).toBe(caller.id === null ? 401 : 403);
      expect(response.json().code).toBe(caller.id === null ? "unauthorized" : "forbidden");
      expect(await storedRows(t), `${caller.name} changed stored rows`).toBe(before);
    }
    const owner = callers.find((c) => c.name === "owner");
    const response = await owner?.client.request(call);
    expect(response?.statusCode, response?.body).toBeGreaterThanOrEqual(200);
    expect(response?.statusCode, response?.body).toBeLessThan(300);
  });
});

it("answers an owner-console call without the CSRF headers with 403, changing nothing", async () => {
  const owner = callers.find((c) => c.name === "owner");
  const victim = await buildUser(t.db);
  const before = await storedRows(t);
  const response = await owner?.client.request({
    method: "POST",
    url: `/admin/api/people/${victim.id}/deactivate/`,
    csrf: false,
  });
  expect(response?.statusCode).toBe(403);
  expect(response?.json().code).toBe("csrf_failed");
  expect(await storedRows(t)).toBe(before);
});
