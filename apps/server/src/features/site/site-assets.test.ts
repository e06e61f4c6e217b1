import { mkdtempSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS, SERVER_PATHS, SVG_LOGO_REFUSED } from "@bastion/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { multipart, picture } from "../../../test/factories/pictures";
import { ageConfirmation } from "../../../test/factories/second-factor";
import { SETTINGS_MAX_AGE_MS } from "../../lib/settings-copy";
import { siteAssetsDir } from "./site-assets.files";

// Issue 30, the logo and favicon: uploaded by the owner, re-encoded, served under hashed names for
// good, linked from every page's head and the web app's manifest, seen by every instance within 2 s.

const SHELL = `<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="Built." /><link rel="icon" href="/images/favicon.svg" type="image/svg+xml" /><title>Bastion</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let owner: TestClient;
let ownerId: number;

const logoUrl = API_PATHS.admin.settingsLogo;
const faviconUrl = API_PATHS.admin.settingsFavicon;

async function upload(client: TestClient, url: string, field: string, data: Buffer, type = "image/png") {
  const body = await multipart({}, { name: field, filename: "logo.png", type, data });
  return client.request({ method: "POST", url, ...body });
}

/** A transparent, wide picture: its icons must be padded square, never cropped. */
const wideLogo = () =>
  sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();

const page = async (client: TestClient) => (await client.get("/")).body;
const linkHref = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "bastion-dist-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  t = await createTestApp({ SITE_NAME: "Blocky Craft Network" }, { serveWeb: true, webDistDir: dist });
  ownerId = (await buildUser(t.db, { groups: ["owner"] })).id;
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, ownerId);
});
afterAll(() => t.close());

describe("a site without uploads", () => {
  it("keeps the default icon, has a manifest, and no logo in its configuration", async () => {
    const visitor = new TestClient(t.app);
    const html = await page(visitor);
    expect(linkHref(html, "icon")).toBe("/images/favicon.svg");
    expect(linkHref(html, "manifest")).toBe("/manifest.webmanifest");
    expect((await visitor.get(API_PATHS.site.config)).json().logo).toBeNull();
    const manifest = await visitor.get(SERVER_PATHS.manifest);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.json()).toMatchObject({
      name: "Blocky Craft Network",
      short_name: "Blocky",
      start_url: "/",
      display: "standalone",
      icons: [{ src: "/images/favicon.svg", sizes: "any", type: "image/svg+xml" }],
    });
  });
});

describe("the owner's logo", () => {
  it("is re-encoded, served under a hashed name for good, and linked everywhere; replaced, the old files go", async () => {
    const response = await upload(owner, logoUrl, "logo", await wideLogo());
    expect(response.statusCode, response.body).toBe(200);
    const { message, assets } = response.json();
    expect(message).toBe("Logo saved.");
    expect(assets.logo).toMatchObject({ width: 512, height: 171 });
    expect(assets.logo.url).toMatch(/^\/site-assets\/logo-[0-9a-f]{24}\.webp$/);
    expect(assets.favicon).toBeNull();

    const visitor = new TestClient(t.app);
    const served = await visitor.get(assets.logo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");

    // The icons: square, padded, transparency kept.
    for (const [key, size] of [
      ["icon_16", 16],
      ["icon_32", 32],
      ["apple_touch", 180],
      ["icon_192", 192],
      ["icon_512", 512],
    ] as const) {
      const icon = await visitor.get(assets.icons[key]);
      expect(icon.statusCode, key).toBe(200);
      expect(icon.headers["content-type"]).toBe("image/png");
      const meta = await sharp(icon.rawPayload).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([size, size, true]);
    }
    const corner = await sharp((await visitor.get(assets.icons.icon_512)).rawPayload)
      .raw()
      .toBuffer();
    expect(corner[3]).toBe(0);

    expect((await visitor.get(API_PATHS.site.config)).json().logo).toEqual(assets.logo);
    const html = await page(visitor);
    expect(linkHref(html, "icon")).toBe(assets.icons.icon_32);
    expect(linkHref(html, "apple-touch-icon")).toBe(assets.icons.apple_touch);
    expect(html).not.toContain("/images/favicon.svg");
    expect((await visitor.get(SERVER_PATHS.manifest)).json().icons).toEqual([
      { src: assets.icons.icon_192, sizes: "192x192", type: "image/png" },
      { src: assets.icons.icon_512, sizes: "512x512", type: "image/png" },
    ]);

    const replaced = await upload(owner, logoUrl, "logo", await picture("jpeg", 300, 300), "image/jpeg");
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = replaced.json().assets;
    expect(next.logo.url).not.toBe(assets.logo.url);
    expect((await visitor.get(assets.logo.url)).statusCode).toBe(404);
    expect((await visitor.get(next.logo.url)).statusCode).toBe(200);
    expect(await readdir(siteAssetsDir(t.config.dataDir))).toHaveLength(6);

    const audit = await t.db
      .selectFrom("audit_log")
      .select(["before_json", "after_json"])
      .where("action", "=", "site.logo")
      .orderBy("id")
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]?.after_json ?? "{}").logo).toMatchObject({ width: 300, height: 300 });
  });

  it("accepts a GIF's first frame and a WebP", async () => {
    for (const format of ["gif", "webp"] as const) {
      const response = await upload(owner, logoUrl, "logo", await picture(format, 64, 48), `image/${format}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().assets.logo).toMatchObject({ width: 64, height: 48 });
    }
  });

  it("refuses SVG, a file that is no picture, a picture bomb and an empty form, with the field's error", async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>');
    const refusedSvg = await upload(owner, logoUrl, "logo", svg, "image/png");
    expect(refusedSvg.statusCode).toBe(400);
    expect(refusedSvg.json()).toMatchObject({ message: SVG_LOGO_REFUSED, errors: { logo: [SVG_LOGO_REFUSED] } });

    const text = await upload(owner, logoUrl, "logo", Buffer.from("just some text"), "image/png");
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.logo).toHaveLength(1);

    const bomb = await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bombed = await upload(owner, logoUrl, "logo", bomb);
    expect(bombed.statusCode).toBe(400);
    expect(bombed.json().message).toContain("too large");

    const empty = await owner.request({ method: "POST", url: logoUrl, ...(await multipart({ other: "x" })) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ logo: ["Choose a picture to upload."] });
  }, 30_000);

  it("is the owner's alone, re-confirmed, and removing it brings back the default icon", async () => {
    const member = new TestClient(t.app);
    await member.signInAs(t.db, (await buildUser(t.db, { groups: ["administrators"] })).id);
    expect((await upload(member, logoUrl, "logo", await picture("png"))).statusCode).toBe(403);
    expect((await member.delete(logoUrl)).statusCode).toBe(403);
    expect((await member.get(logoUrl)).statusCode).toBe(403);
    expect((await upload(new TestClient(t.app), logoUrl, "logo", await picture("png"))).statusCode).toBe(401);

    await ageConfirmation(t.db, ownerId);
    const unconfirmed = await owner.delete(logoUrl);
    expect(unconfirmed.statusCode).toBe(403);
    await ageConfirmation(t.db, ownerId, 0);

    const removed = await owner.delete(logoUrl);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().assets).toEqual({ logo: null, favicon: null, icons: null });
    expect(linkHref(await page(new TestClient(t.app)), "icon")).toBe("/images/favicon.svg");
    expect(await readdir(siteAssetsDir(t.config.dataDir))).toEqual([]);
    expect((await owner.delete(logoUrl)).json().message).toBe("Nothing changed.");
  });
});

describe("a favicon of its own", () => {
  it("makes the icons instead of the logo, and removed, the logo's icons come back", async () => {
    const logo = (await upload(owner, logoUrl, "logo", await wideLogo())).json().assets;
    const favicon = await upload(owner, faviconUrl, "favicon", await picture("png", 100, 100));
    expect(favicon.statusCode, favicon.body).toBe(200);
    const assets = favicon.json().assets;
    expect(assets.logo).toEqual(logo.logo);
    expect(assets.favicon.url).toBe(assets.icons.apple_touch);
    expect(assets.icons.icon_32).not.toBe(logo.icons.icon_32);
    expect(linkHref(await page(new TestClient(t.app)), "icon")).toBe(assets.icons.icon_32);

    const refused = await upload(owner, faviconUrl, "favicon", Buffer.from("<svg></svg>"));
    expect(refused.json()).toMatchObject({ message: SVG_LOGO_REFUSED, errors: { favicon: [SVG_LOGO_REFUSED] } });

    const removed = (await owner.delete(faviconUrl)).json();
    expect(removed.message).toBe("Favicon removed: the icons are made from the logo.");
    expect(removed.assets.icons).toEqual(logo.icons);
    const audit = await t.db.selectFrom("audit_log").select("action").where("action", "=", "site.favicon").execute();
    expect(audit).toHaveLength(2);
  });
});

describe("hashed addresses", () => {
  it("answer 404 for any name the site did not make", async () => {
    const visitor = new TestClient(t.app);
    for (const name of [
      "logo-000000000000000000000000.webp",
      "icon-000000000000000000000000-64.png",
      "..%2F..%2Fdatabase.sqlite",
      "logo.webp",
      "icon-000000000000000000000000-32.png.tmp",
    ]) {
      const response = await visitor.get(`/site-assets/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.headers["cache-control"] ?? "").not.toContain("immutable");
    }
  });
});

describe("a second instance of the same site", () => {
  it("shows a new logo in its head, configuration and manifest within the refresh interval, without a restart", async () => {
    const dist = mkdtempSync(join(tmpdir(), "bastion-dist-"));
    writeFileSync(join(dist, "index.html"), SHELL);
    const second = await createTestApp(
      { SITE_NAME: "Blocky Craft Network" },
      { database: t.database, serveWeb: true, webDistDir: dist },
    );
    try {
      vi.useFakeTimers({ toFake: ["Date"] });
      const visitor = new TestClient(second.app);
      const before = await page(visitor);
      const uploaded = (await upload(owner, logoUrl, "logo", await picture("png", 120, 120))).json().assets;
      expect(linkHref(await page(visitor), "icon")).toBe(linkHref(before, "icon"));
      vi.setSystemTime(Date.now() + SETTINGS_MAX_AGE_MS + 1);
      expect(linkHref(await page(visitor), "icon")).toBe(uploaded.icons.icon_32);
      expect((await visitor.get(API_PATHS.site.config)).json().logo).toEqual(uploaded.logo);
      expect((await visitor.get(SERVER_PATHS.manifest)).json().icons[0].src).toBe(uploaded.icons.icon_192);
      // The files are on the data directory both instances share.
      expect((await visitor.get(uploaded.logo.url)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await second.close();
    }
  });
});
