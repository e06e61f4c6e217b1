import { API_PATHS, type SiteMenusInput, type VisitorMenus } from "@bastion/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createPage } from "../../../test/factories/pages";
import { SETTINGS_MAX_AGE_MS } from "../../lib/settings-copy";

// Issue 30, menus: the owner arranges the navbar's and footer's links; each visitor gets theirs.

const ENV = { STORE_URL: "https://store.example", DISCORD_URL: "https://discord.gg/example" };

let t: TestApp;
let owner: TestClient;
let member: TestClient;
let vip: TestClient;
let visitor: TestClient;

async function signedIn(app: TestApp, groups: string[] = []) {
  const client = new TestClient(app.app);
  await client.signInAs(app.db, (await buildUser(app.db, { groups })).id);
  return client;
}

const menusOf = async (client: TestClient) => (await client.get(API_PATHS.menus.visitor)).json<VisitorMenus>();
const labels = async (client: TestClient, menu: "navbar" | "footer" = "navbar") =>
  (await menusOf(client))[menu].map((link) => link.label);

async function saveMenus(menus: SiteMenusInput) {
  const response = await owner.post(API_PATHS.admin.menus, menus);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const stored = async () => (await owner.get(API_PATHS.admin.menus)).json<SiteMenusInput>();

beforeAll(async () => {
  t = await createTestApp(ENV);
  owner = await signedIn(t, ["owner"]);
  member = await signedIn(t);
  vip = await signedIn(t, ["patching"]);
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe("a site whose owner never edited the menus", () => {
  it("shows today's links in today's order, and the staff page in the footer, to each visitor", async () => {
    expect(await labels(visitor)).toEqual(["Store", "Punished players", "Announcements", "Contact us", "Appeals"]);
    expect(await labels(member)).toEqual([
      "Store",
      "Punished players",
      "Announcements",
      "My Colony 2",
      "Contact us",
      "Appeals",
    ]);
    expect(await labels(visitor, "footer")).toEqual(["Discord", "Staff", "Privacy"]);
    const navbar = (await menusOf(visitor)).navbar;
    expect(navbar[0]).toEqual({
      id: "builtin:store",
      label: "Store",
      href: `/leaving/?to=${encodeURIComponent("https://store.example")}`,
      external: false,
    });
    const response = await visitor.get(API_PATHS.menus.visitor);
    expect(response.headers["cache-control"]).toContain("private");
  });
});

describe("the console's menus", () => {
  it("are the owner's only", async () => {
    expect((await visitor.get(API_PATHS.admin.menus)).statusCode).toBe(401);
    expect((await member.get(API_PATHS.admin.menus)).statusCode).toBe(403);
    expect((await member.post(API_PATHS.admin.menus, await stored())).statusCode).toBe(403);
    expect((await owner.get(API_PATHS.admin.menus)).statusCode).toBe(200);
  });

  it("refuse bad items with an error at each", async () => {
    const current = await stored();
    const response = await owner.post(API_PATHS.admin.menus, {
      navbar: [
        ...current.navbar,
        { kind: "link", label: "Vote", url: "javascript:alert(1)" },
        { kind: "link", label: "x".repeat(41), url: "https://vote.example" },
        { kind: "link", label: "Shop", url: "https://shop.example", visible_to: "groups", groups: [] },
      ],
      footer: current.footer,
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    const at = current.navbar.length;
    expect(errors[`navbar.${at}.url`]).toEqual(["Address must start with https:// or http://."]);
    expect(errors[`navbar.${at + 1}.label`]).toEqual(["Label must be at most 40 characters."]);
    expect(errors[`navbar.${at + 2}.groups`]).toEqual(["Choose at least one group."]);

    const missing = await owner.post(API_PATHS.admin.menus, {
      navbar: [
        { kind: "page", page_id: 999_999 },
        { kind: "link", label: "VIP", url: "https://a.example", visible_to: "groups", groups: ["nobody"] },
      ],
      footer: [],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      "navbar.0.page_id": ["That page no longer exists."],
      "navbar.1.groups": ["No such group: nobody."],
    });
  });

  it("save, audited, and each visitor gets what they may see", async () => {
    const rules = await createPage(owner, { title: "Server rules" });
    const secret = await createPage(owner, { title: "Staff notes", visibility: "groups", groups: ["patching"] });
    const current = await stored();
    const saved = await saveMenus({
      navbar: [
        { kind: "page", page_id: rules.id, label: "Rules" },
        { kind: "link", label: "Vote", url: "https://vote.example/server" },
        ...current.navbar.map((item) =>
          item.kind === "builtin" && item.key === "contact" ? { ...item, hidden: true } : item,
        ),
        { kind: "page", page_id: secret.id },
        { kind: "link", label: "VIP lounge", url: "https://vip.example", visible_to: "groups", groups: ["patching"] },
        { kind: "link", label: "Members", url: "https://members.example", visible_to: "signed_in" },
      ],
      footer: current.footer,
    });
    expect(saved.message).toBe("Menus saved.");
    const audit = await t.db.selectFrom("audit_log").selectAll().where("action", "=", "site.menus").execute();
    expect(audit).toHaveLength(1);
    const after = JSON.parse(audit[0]?.after_json ?? "{}");
    expect(Object.keys(after)).toEqual(["navbar"]);
    expect(after.navbar.slice(0, 2)).toEqual([`Rules (page #${rules.id})`, "Vote (https://vote.example/server)"]);
    expect(after.navbar).toContain("Contact us (hidden)");
    expect(after.navbar).toContain("VIP lounge (https://vip.example) for patching");

    const everyone = ["Rules", "Vote", "Store", "Punished players", "Announcements", "Appeals"];
    expect(await labels(visitor)).toEqual(everyone);
    expect(await labels(member)).toEqual([...everyone.slice(0, 5), "My Colony 2", "Appeals", "Members"]);
    expect(await labels(vip)).toEqual([
      ...everyone.slice(0, 5),
      "My Colony 2",
      "Appeals",
      "Staff notes",
      "VIP lounge",
      "Members",
    ]);
    expect(await labels(owner)).toEqual(await labels(vip));
    const vote = (await menusOf(visitor)).navbar[1];
    expect(vote).toMatchObject({ href: "https://vote.example/server", external: true });
    expect((await menusOf(visitor)).navbar[0]).toMatchObject({ href: `/p/${rules.slug}/`, external: false });

    // Saving the same again changes nothing and writes no audit entry.
    expect((await owner.post(API_PATHS.admin.menus, await stored())).json().message).toBe("Nothing changed.");
  });

  it("drop a switched-off module's item, a restricted or deleted page, and a builtin's own rule stays", async () => {
    const page = await createPage(owner, { title: "Events" });
    const current = await stored();
    await saveMenus({
      navbar: [
        { kind: "page", page_id: page.id },
        // The owner cannot widen a builtin: My Colony 2 stays for signed-in players only.
        ...current.navbar.map((item) =>
          item.kind === "builtin" ? { ...item, visible_to: "everyone" as const } : item,
        ),
      ],
      footer: current.footer,
    });
    expect(await labels(visitor)).toContain("Events");
    expect(await labels(visitor)).not.toContain("My Colony 2");

    const settings = (await owner.get(API_PATHS.admin.settings)).json();
    await owner.post(API_PATHS.admin.settings, { ...settings, modules: { ...settings.modules, appeals: false } });
    const restricted = await owner.post(`/admin/api/pages/${page.id}/`, {
      title: "Events",
      slug: page.slug,
      content: "<p>Soon.</p>",
      visibility: "signed_in",
      groups: [],
      published: true,
    });
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect(await labels(visitor)).not.toContain("Appeals");
    expect(await labels(visitor)).not.toContain("Events");
    expect(await labels(member)).toContain("Events");

    expect((await owner.delete(`/admin/api/pages/${page.id}/`)).statusCode).toBe(200);
    expect(await labels(member)).not.toContain("Events");
    await owner.post(API_PATHS.admin.settings, { ...settings, modules: { ...settings.modules, appeals: true } });
  });

  it("show on a second instance within the refresh interval, without a restart", async () => {
    const second = await createTestApp(ENV, { database: t.database });
    try {
      const there = new TestClient(second.app);
      vi.useFakeTimers({ toFake: ["Date"] });
      const before = await labels(there);
      const current = await stored();
      await saveMenus({
        ...current,
        navbar: [{ kind: "link", label: "Map", url: "https://map.example" }, ...current.navbar],
      });
      expect((await labels(visitor))[0]).toBe("Map");
      expect(await labels(there)).toEqual(before);
      vi.setSystemTime(Date.now() + SETTINGS_MAX_AGE_MS + 1);
      expect((await labels(there))[0]).toBe("Map");
    } finally {
      vi.useRealTimers();
      await second.close();
    }
  });
});
