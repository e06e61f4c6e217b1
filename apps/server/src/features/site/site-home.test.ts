import { API_PATHS, DEFAULT_HOME, type HomeSettingsForm } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createPage } from "../../../test/factories/pages";
import { SETTINGS_MAX_AGE_MS } from "../../lib/settings-copy";

// Issue 30, the home page: its text, call to action and blocks, edited by the owner and read by
// every visitor (on every instance within 2 s); a page block whose page stops being public goes.

let t: TestApp;
let owner: TestClient;

const home = async (client: TestClient) => (await client.get(API_PATHS.site.home)).json();
const save = (changes: Partial<HomeSettingsForm>) => owner.post(API_PATHS.admin.home, { ...DEFAULT_HOME, ...changes });

beforeAll(async () => {
  t = await createTestApp();
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
});
afterAll(() => t.close());

describe("a new site's home page", () => {
  it("is today's: the site's name, its sentence, the news then the server", async () => {
    expect(await home(new TestClient(t.app))).toEqual({
      hero_title: "",
      hero_text: "A survival server with a community that builds together.",
      cta: null,
      blocks: ["announcements", "server_status"],
      announcements_count: 3,
      page: null,
      vote_links: [],
    });
    const editor = (await owner.get(API_PATHS.admin.home)).json();
    expect(editor.settings).toEqual(DEFAULT_HOME);
  });
});

describe("the owner's home page", () => {
  it("saves text, button, blocks in order and vote links, audited with what changed", async () => {
    const page = await createPage(owner, { title: "Rules", slug: "home-rules" });
    const saved = await save({
      hero_title: "Welcome home",
      hero_text: "Line one\nLine two",
      cta: { label: "Read the rules", link: "/p/home-rules/" },
      blocks: [
        { type: "vote_links", enabled: true },
        { type: "page", enabled: true },
        { type: "server_status", enabled: false },
        { type: "announcements", enabled: true },
      ],
      announcements_count: 5,
      page_id: page.id,
      vote_links: [{ label: "Vote on TopG", url: "https://topg.example/vote" }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("Home page saved.");
    expect(await home(new TestClient(t.app))).toEqual({
      hero_title: "Welcome home",
      hero_text: "Line one\nLine two",
      cta: { label: "Read the rules", link: "/p/home-rules/" },
      blocks: ["vote_links", "page", "announcements"],
      announcements_count: 5,
      page: { slug: "home-rules", title: "Rules" },
      vote_links: [{ label: "Vote on TopG", url: "https://topg.example/vote" }],
    });
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["before_json", "after_json"])
      .where("action", "=", "site.home")
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before_json ?? "{}")).toMatchObject({ hero_title: "", cta: null });
    expect(Object.keys(JSON.parse(audit[0]?.after_json ?? "{}")).sort()).toEqual([
      "announcements_count",
      "blocks",
      "cta",
      "hero_text",
      "hero_title",
      "page_id",
      "vote_links",
    ]);
    expect(
      (await owner.post(API_PATHS.admin.home, (await owner.get(API_PATHS.admin.home)).json().settings)).json().message,
    ).toBe("Nothing changed.");

    // The page is restricted later: the block quietly disappears (on this instance within 2 s).
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await t.db.updateTable("pages").set({ visibility: "signed_in" }).where("id", "=", page.id).execute();
      vi.setSystemTime(Date.now() + SETTINGS_MAX_AGE_MS + 1);
      const after = await home(new TestClient(t.app));
      expect(after.blocks).toEqual(["vote_links", "announcements"]);
      expect(after.page).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses bad values field by field", async () => {
    const draft = await createPage(owner, { published: false, slug: "home-draft" });
    const response = await save({
      hero_title: "x".repeat(81),
      cta: { label: "", link: "javascript:alert(1)" },
      announcements_count: 0,
      page_id: draft.id,
      vote_links: [
        { label: "Vote", url: "/vote/" },
        ...Array.from({ length: 10 }, () => ({ label: "V", url: "https://v.example" })),
      ],
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.hero_title).toEqual(["Title must be at most 80 characters."]);
    expect(errors["cta.label"]).toEqual(["Button label is required."]);
    expect(errors["cta.link"]).toEqual([
      "Button link must be a path on this site (/rules/) or start with https:// or http://.",
    ]);
    expect(errors.announcements_count).toEqual(["Show at least 1 announcement."]);
    expect(errors.vote_links).toEqual(["At most 10 vote links."]);

    const protocolRelative = await save({ cta: { label: "Go", link: "//evil.example" } });
    expect(protocolRelative.statusCode).toBe(400);
    const draftPage = await save({ page_id: draft.id });
    expect(draftPage.json().errors).toEqual({ page_id: ["Choose a published page everyone may see."] });
    const twice = await save({
      blocks: [
        { type: "page", enabled: true },
        { type: "page", enabled: true },
        { type: "server_status", enabled: true },
        { type: "announcements", enabled: true },
      ],
    });
    expect(twice.json().errors.blocks).toEqual(["List every block once."]);
  });

  it("is the owner's alone", async () => {
    const admin = new TestClient(t.app);
    await admin.signInAs(t.db, (await buildUser(t.db, { groups: ["administrators"] })).id);
    expect((await admin.get(API_PATHS.admin.home)).statusCode).toBe(403);
    expect((await admin.post(API_PATHS.admin.home, DEFAULT_HOME)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(API_PATHS.admin.home, DEFAULT_HOME)).statusCode).toBe(401);
  });
});

describe("a second instance", () => {
  it("shows the owner's home page within the refresh interval, without a restart", async () => {
    const second = await createTestApp({}, { database: t.database });
    try {
      vi.useFakeTimers({ toFake: ["Date"] });
      const visitor = new TestClient(second.app);
      const before = (await home(visitor)).hero_title;
      expect((await save({ hero_title: "Seen everywhere" })).statusCode).toBe(200);
      expect((await home(visitor)).hero_title).toBe(before);
      vi.setSystemTime(Date.now() + SETTINGS_MAX_AGE_MS + 1);
      expect((await home(visitor)).hero_title).toBe("Seen everywhere");
    } finally {
      vi.useRealTimers();
      await second.close();
    }
  });
});
