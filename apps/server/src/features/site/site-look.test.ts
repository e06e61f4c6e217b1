import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS, SERVER_PATHS, THEME_BOOT_SCRIPT } from "@bastion/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { ageConfirmation } from "../../../test/factories/second-factor";
import { SETTINGS_MAX_AGE_MS } from "../../lib/settings-copy";
import { THEME_SCRIPT_CSP_HASH } from "../../lib/theme-script";

// Issue 30, the look: the owner's colours and default theme, refused under WCAG AA, carried by the
// page shell on every instance within seconds; and a member's own theme.

const SHELL = `<!doctype html>
<html lang="en" data-bs-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <title>Bastion</title>
    <link rel="stylesheet" href="/assets/index.css" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const TODAY = { accent: "#34d399", accent_secondary: "#6c757d", default_theme: "dark" };

let dist: string;
let t: TestApp;
let owner: TestClient;
let ownerId: number;

async function signedIn(app: TestApp, userId: number) {
  const client = new TestClient(app.app);
  await client.signInAs(app.db, userId);
  return client;
}

const page = async (client: TestClient) => (await client.get("/")).body;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "bastion-look-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  t = await createTestApp({}, { serveWeb: true, webDistDir: dist });
  ownerId = (await buildUser(t.db, { groups: ["owner"] })).id;
  owner = await signedIn(t, ownerId);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

describe("the look", () => {
  it("starts as today's (dark, the emerald accent), in the page shell before any script of the app", async () => {
    expect((await owner.get(API_PATHS.admin.look)).json()).toEqual(TODAY);
    const response = await new TestClient(t.app).get("/");
    const html = response.body;
    expect(html).toContain('<html lang="en" dir="ltr" data-bs-theme="dark" data-default-theme="dark">');
    expect(html).toContain(`<script id="theme-boot">${THEME_BOOT_SCRIPT}</script>`);
    expect(html).toMatch(/<style id="site-look">[^<]*--bs-primary:#34d399;/);
    // After the built stylesheet, so its variables win.
    expect(html.indexOf('id="site-look"')).toBeGreaterThan(html.indexOf("/assets/index.css"));
    // The one inline script runs by its hash; no 'unsafe-inline' for scripts.
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${THEME_SCRIPT_CSP_HASH.replace(/[+/]/g, "\\$&")}`));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("is the owner's alone, and needs a recent confirmation to change", async () => {
    const admin = await signedIn(t, (await buildUser(t.db, { groups: ["administrators"] })).id);
    expect((await admin.get(API_PATHS.admin.look)).statusCode).toBe(403);
    expect((await admin.post(API_PATHS.admin.look, TODAY)).json().code).toBe("forbidden");
    expect((await new TestClient(t.app).get(API_PATHS.admin.look)).statusCode).toBe(401);

    await ageConfirmation(t.db, ownerId);
    const stale = await owner.post(API_PATHS.admin.look, { ...TODAY, default_theme: "light" });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe("reconfirm_required");
    await ageConfirmation(t.db, ownerId, 0);
    expect((await owner.get(API_PATHS.admin.look)).json()).toEqual(TODAY);
  });

  it("refuses a palette under WCAG AA, naming the pair and its ratio, and saves nothing", async () => {
    const navy = await owner.post(API_PATHS.admin.look, { ...TODAY, accent: "#001f3f" });
    expect(navy.statusCode).toBe(400);
    expect(navy.json().errors.accent).toEqual([
      "Accent colour as link text (#4d6279) on the dark background is 2.9:1; links need at least 4.5:1.",
    ]);
    const white = await owner.post(API_PATHS.admin.look, { ...TODAY, accent: "#FFFFFF", accent_secondary: "#111111" });
    expect(white.statusCode).toBe(400);
    expect(white.json().errors.accent[0]).toMatch(/on the light background is 3\.9:1; links need at least 4\.5:1\./);
    expect(white.json().errors.accent_secondary[0]).toMatch(
      /^Second colour as text \(#707070\) on the dark background is 3\.[0-9]:1; text needs at least 4\.5:1\.$/,
    );
    const notAColour = await owner.post(API_PATHS.admin.look, { ...TODAY, accent: "green", default_theme: "blue" });
    expect(notAColour.json().errors).toMatchObject({
      accent: ["Accent colour must be a colour like #34d399."],
      default_theme: ["Choose light, dark or system."],
    });
    expect((await owner.get(API_PATHS.admin.look)).json()).toEqual(TODAY);
  });

  it("once saved, is audited with what changed and shows on every instance within the refresh interval", async () => {
    const second = await createTestApp({}, { database: t.database, serveWeb: true, webDistDir: dist });
    try {
      vi.useFakeTimers({ toFake: ["Date"] });
      const visitor = new TestClient(second.app);
      expect(await page(visitor)).toContain('data-default-theme="dark"');

      const saved = await owner.post(API_PATHS.admin.look, {
        accent: "#2563EB",
        accent_secondary: "#6c757d",
        default_theme: "system",
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({
        message: "Look saved.",
        look: { accent: "#2563eb", accent_secondary: "#6c757d", default_theme: "system" },
      });
      // The instance that saved shows it at once; the other keeps its copy until it is 2 s old.
      const here = await page(new TestClient(t.app));
      expect(here).toContain('data-bs-theme="dark" data-default-theme="system"');
      expect(here).toContain("--bs-primary:#2563eb;--bs-primary-rgb:37, 99, 235;");
      expect(await page(visitor)).toContain('data-default-theme="dark"');
      vi.setSystemTime(Date.now() + SETTINGS_MAX_AGE_MS + 1);
      const there = await page(visitor);
      expect(there).toContain('data-default-theme="system"');
      // A primary button's text is white on this blue, black on the emerald.
      expect(there).toMatch(/\.btn-primary\{--bs-btn-color:#ffffff;--bs-btn-bg:#2563eb;/);

      const audit = await t.db
        .selectFrom("audit_log")
        .select(["action", "before_json", "after_json"])
        .where("action", "=", "site.look")
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]?.before_json ?? "{}")).toEqual({ accent: "#34d399", default_theme: "dark" });
      expect(JSON.parse(audit[0]?.after_json ?? "{}")).toEqual({ accent: "#2563eb", default_theme: "system" });

      const again = await owner.post(API_PATHS.admin.look, {
        accent: "#2563eb",
        accent_secondary: "#6c757d",
        default_theme: "system",
      });
      expect(again.json().message).toBe("Nothing changed.");
    } finally {
      vi.useRealTimers();
      await second.close();
    }
  });
});

describe("the web app's manifest", () => {
  it("takes its splash and bar colour from the site's default theme", async () => {
    const colours = async () => {
      const { background_color, theme_color } = (await new TestClient(t.app).get(SERVER_PATHS.manifest)).json();
      return { background_color, theme_color };
    };
    const look = (await owner.get(API_PATHS.admin.look)).json();
    const set = async (default_theme: string) =>
      expect((await owner.post(API_PATHS.admin.look, { ...look, default_theme })).statusCode).toBe(200);
    await set("light");
    expect(await colours()).toEqual({ background_color: "#ffffff", theme_color: "#ffffff" });
    await set("dark");
    expect(await colours()).toEqual({ background_color: "#12151c", theme_color: "#12151c" });
    await set(look.default_theme);
  });
});

describe("a member's own theme", () => {
  it("is saved by the member, returned with their basic info, and cleared back to the site's default", async () => {
    const member = await signedIn(t, (await buildUser(t.db)).id);
    expect((await member.get(API_PATHS.session.activeUser)).json().theme).toBeNull();
    const saved = await member.post(API_PATHS.site.theme, { theme: "light" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("Theme saved.");
    expect((await member.get(API_PATHS.session.activeUser)).json().theme).toBe("light");
    expect((await member.post(API_PATHS.site.theme, { theme: "sepia" })).statusCode).toBe(400);
    expect((await member.post(API_PATHS.site.theme, { theme: null })).statusCode).toBe(200);
    expect((await member.get(API_PATHS.session.activeUser)).json().theme).toBeNull();
  });

  it("needs a signed-in account", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.post(API_PATHS.site.theme, { theme: "dark" })).statusCode).toBe(401);
    expect((await visitor.get(API_PATHS.session.activeUser)).json().theme).toBeUndefined();
  });
});
