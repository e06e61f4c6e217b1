import { API_PATHS, apiPath, SERVER_PATHS, type SiteSettingsForm } from "@bastion/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createAnnouncement } from "../../../test/factories/announcements";
import { createNetwork } from "../../../test/factories/news-networks";
import { ageConfirmation } from "../../../test/factories/second-factor";
import { SETTINGS_MAX_AGE_MS } from "../../lib/settings-copy";

// Issue 30, settings: the site's own settings, first from the environment, then the owner's, seen
// by every instance within seconds, and the modules an owner can switch off.

const ENV = {
  SITE_NAME: "Env Craft",
  MINECRAFT_SERVER: "play.env.example:25570",
  DISCORD_URL: "https://discord.gg/env",
  STORE_URL: "https://store.env.example",
};

let t: TestApp;
let owner: TestClient;
let ownerId: number;

async function signedIn(app: TestApp, userId: number) {
  const client = new TestClient(app.app);
  await client.signInAs(app.db, userId);
  return client;
}

const siteConfig = async (client: TestClient) => (await client.get(API_PATHS.site.config)).json();

async function settingsWith(changes: Partial<SiteSettingsForm>) {
  const current = (await owner.get(API_PATHS.admin.settings)).json();
  return owner.post(API_PATHS.admin.settings, { ...current, ...changes });
}

async function setModules(modules: Partial<SiteSettingsForm["modules"]>) {
  const current = (await owner.get(API_PATHS.admin.settings)).json();
  const saved = await owner.post(API_PATHS.admin.settings, { ...current, modules: { ...current.modules, ...modules } });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp(ENV);
  ownerId = (await buildUser(t.db, { groups: ["owner"] })).id;
  owner = await signedIn(t, ownerId);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe("a new site", () => {
  it("starts from the environment's values, every module on", async () => {
    const settings = (await owner.get(API_PATHS.admin.settings)).json();
    expect(settings).toEqual({
      site_name: "Env Craft",
      description: "",
      server_address: "play.env.example:25570",
      discord_url: "https://discord.gg/env",
      store_url: "https://store.env.example",
      footer_text: "",
      operator_name: "",
      operator_contact: "",
      modules: { mycolony2: true, downloads: true, appeals: true, announcement_comments: true },
      default_locale: "en",
      appeals_linked_player_only: true,
    });
    const visitor = new TestClient(t.app);
    expect(await siteConfig(visitor)).toMatchObject({
      site_name: "Env Craft",
      server_address: "play.env.example:25570",
      discord_url: "https://discord.gg/env",
      store_url: "https://store.env.example",
      modules: { mycolony2: true, downloads: true, appeals: true, announcement_comments: true },
    });
  });
});

describe("the owner's settings", () => {
  it("refuse bad values field by field, with the rule", async () => {
    const response = await settingsWith({
      site_name: "  ",
      discord_url: "javascript:alert(1)",
      store_url: "ftp://store.example",
      footer_text: "x".repeat(301),
      server_address: "not a host!",
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toMatchObject({
      site_name: ["Site name is required."],
      discord_url: ["Discord link must start with https:// or http://."],
      store_url: ["Store link must start with https:// or http://."],
      footer_text: ["Footer text must be at most 300 characters."],
      server_address: ["Server address must be a host name, optionally with :port."],
    });
    const current = (await owner.get(API_PATHS.admin.settings)).json();
    const german = await owner.post(
      API_PATHS.admin.settings,
      { ...current, store_url: "ftp://store.example", operator_name: "x".repeat(201) },
      { "accept-language": "de" },
    );
    expect(german.json().errors).toMatchObject({
      store_url: ["Der Shop-Link muss mit https:// oder http:// beginnen."],
      operator_name: [expect.stringMatching(/^Der Name des Betreibers darf höchstens \d+ Zeichen lang sein\.$/)],
    });
    expect((await owner.get(API_PATHS.admin.settings)).json().site_name).toBe("Env Craft");
  });

  it("are the owner's alone, and need a recent confirmation to change", async () => {
    const admin = await signedIn(t, (await buildUser(t.db, { groups: ["administrators"] })).id);
    expect((await admin.get(API_PATHS.admin.settings)).statusCode).toBe(403);
    expect((await admin.post(API_PATHS.admin.settings, {})).json().code).toBe("forbidden");
    expect((await new TestClient(t.app).get(API_PATHS.admin.settings)).statusCode).toBe(401);

    await ageConfirmation(t.db, ownerId);
    const stale = await settingsWith({ site_name: "Too late" });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe("reconfirm_required");
    await ageConfirmation(t.db, ownerId, 0);
    expect((await siteConfig(owner)).site_name).toBe("Env Craft");
  });

  it("win over the environment once saved, audited with what changed", async () => {
    const saved = await settingsWith({
      site_name: "Owner's Craft",
      description: "A friendly survival server.",
      footer_text: "Not affiliated with Mojang.",
      operator_name: "Jane Doe",
      operator_contact: "privacy@owner.example",
      store_url: "",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("Settings saved.");
    expect(await siteConfig(new TestClient(t.app))).toMatchObject({
      site_name: "Owner's Craft",
      description: "A friendly survival server.",
      footer_text: "Not affiliated with Mojang.",
      operator: { name: "Jane Doe", contact: "privacy@owner.example" },
      store_url: null,
      discord_url: "https://discord.gg/env",
    });
    // The announcements' feed is titled with it too.
    expect((await owner.get(SERVER_PATHS.announcementsFeed)).body).toContain(
      "<title>Owner&#39;s Craft announcements</title>",
    );

    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "before_json", "after_json"])
      .where("action", "=", "site.settings")
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before_json ?? "{}")).toEqual({
      site_name: "Env Craft",
      description: "",
      store_url: "https://store.env.example",
      footer_text: "",
      operator_name: "",
      operator_contact: "",
    });
    expect(JSON.parse(audit[0]?.after_json ?? "{}")).toEqual({
      site_name: "Owner's Craft",
      description: "A friendly survival server.",
      store_url: "",
      footer_text: "Not affiliated with Mojang.",
      operator_name: "Jane Doe",
      operator_contact: "privacy@owner.example",
    });
    expect((await settingsWith({})).json().message).toBe("Nothing changed.");

    // A new instance started later with other environment values keeps the owner's.
    const later = await createTestApp({ ...ENV, SITE_NAME: "Env Again" }, { database: t.database });
    try {
      expect((await siteConfig(new TestClient(later.app))).site_name).toBe("Owner's Craft");
    } finally {
      await later.close();
    }
  });

  it("show on a second instance of the same database within the refresh interval, without a restart", async () => {
    const second = await createTestApp(ENV, { database: t.database });
    try {
      vi.useFakeTimers({ toFake: ["Date"] });
      const visitor = new TestClient(second.app);
      const before = (await siteConfig(visitor)).site_name;
      expect((await settingsWith({ site_name: "Renamed Craft" })).statusCode).toBe(200);
      // The instance that saved shows it at once; the other still has its copy...
      expect((await siteConfig(owner)).site_name).toBe("Renamed Craft");
      expect((await siteConfig(visitor)).site_name).toBe(before);
      // ...until it is older than the interval.
      vi.setSystemTime(Date.now() + SETTINGS_MAX_AGE_MS + 1);
      expect((await siteConfig(visitor)).site_name).toBe("Renamed Craft");
    } finally {
      vi.useRealTimers();
      await second.close();
    }
  });
});

describe("the site's default language (issue 31)", () => {
  it("is the owner's choice, audited, and what a visitor whose browser asks for none we ship reads", async () => {
    const visitor = new TestClient(t.app);
    const signedOut = async (language: string) =>
      (await visitor.get(API_PATHS.profiles.own, { "accept-language": language })).json().message;
    expect(await signedOut("fr")).toBe("You must be signed in to do that.");
    const refused = await settingsWith({ default_locale: "fr" as SiteSettingsForm["default_locale"] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.default_locale).toHaveLength(1);

    const saved = await settingsWith({ default_locale: "es" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.default_locale).toBe("es");
    expect(await signedOut("fr")).toBe("Tienes que iniciar sesión para hacer eso.");
    // The browser's own language still comes first.
    expect(await signedOut("de")).toBe("Dafür musst du angemeldet sein.");
    const audit = await t.db
      .selectFrom("audit_log")
      .select("after_json")
      .where("action", "=", "site.settings")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json ?? "{}")).toEqual({ default_locale: "es" });
    expect((await settingsWith({ default_locale: "en" })).statusCode).toBe(200);
  });
});

describe("modules switched off", () => {
  it("answer 404 on their routes, keep their data, and come back when switched on", async () => {
    const networkId = await createNetwork(owner, { network_name: "Kept network" });
    const announcementId = await createAnnouncement(owner, { title: "With comments" });
    const posted = await owner.post(API_PATHS.announcements.postComment, {
      announcement_id: announcementId,
      comment: "A kept comment",
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const visitor = new TestClient(t.app);
    const routes = {
      mycolony2: [API_PATHS.newsNetworks.home, apiPath(API_PATHS.newsNetworks.inspect, { id: networkId })],
      downloads: [API_PATHS.downloads.folders],
      appeals: [API_PATHS.appeals.notifications],
      announcement_comments: [apiPath(API_PATHS.announcements.comments, { id: announcementId })],
    };
    for (const path of Object.values(routes).flat()) expect((await owner.get(path)).statusCode, path).toBe(200);

    await setModules({ mycolony2: false, downloads: false, appeals: false, announcement_comments: false });
    for (const path of Object.values(routes).flat()) {
      const response = await owner.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: "Not found.", code: "not_found" });
    }
    expect(
      (await owner.post(API_PATHS.announcements.postComment, { announcement_id: announcementId, comment: "no" }))
        .statusCode,
    ).toBe(404);
    const view = (await visitor.get(apiPath(API_PATHS.announcements.view, { id: announcementId }))).json();
    expect(view.announcement.title).toBe("With comments");
    expect(view.comments).toEqual([]);
    expect((await siteConfig(visitor)).modules).toEqual({
      mycolony2: false,
      downloads: false,
      appeals: false,
      announcement_comments: false,
    });
    // The sitemap never names them (they are behind sign-in), switched on or off.
    const sitemap = (await visitor.get("/sitemap.xml")).body;
    for (const part of ["/mycolony2/", "/downloads/", "/appeals/"]) expect(sitemap).not.toContain(part);

    await setModules({ mycolony2: true, downloads: true, appeals: true, announcement_comments: true });
    for (const path of Object.values(routes).flat()) expect((await owner.get(path)).statusCode, path).toBe(200);
    expect((await owner.get(routes.mycolony2[1] ?? "")).json().network_name).toBe("Kept network");
    const back = (await visitor.get(apiPath(API_PATHS.announcements.view, { id: announcementId }))).json();
    expect(back.comments.map((comment: { comment: string }) => comment.comment)).toEqual(["A kept comment"]);
  });
});
