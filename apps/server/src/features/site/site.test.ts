import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { type form, writeAnnouncement } from "../../../test/factories/announcements";

// Issue 18: what a search engine and a chat app's link preview read before any script runs.

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The default description." />
    <title>Bastion</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let client: TestClient;
let owner: { id: number; username: string };

/** An announcement written by the owner, optionally with a cover picture's stored path. */
async function announcement(overrides: Parameters<typeof form>[0] = {}, img: string | null = null) {
  const id = await writeAnnouncement(t.db, owner, overrides);
  if (img) await t.db.updateTable("announcements").set({ img }).where("id", "=", id).execute();
  return id;
}

/** The content of a <meta> tag of the page. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** The site configuration the page carries in its JSON block. */
const embeddedConfig = (html: string) => {
  const json = /<script type="application\/json" id="site-config">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? JSON.parse(json) : undefined;
};

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "bastion-dist-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  t = await createTestApp(
    { SITE_NAME: "Craft & </script> Co", PUBLIC_URL: "https://mc.example.org" },
    { serveWeb: true, webDistDir: dist },
  );
  client = new TestClient(t.app);
  const user = await buildUser(t.db, { groups: ["owner"] });
  owner = { id: user.id, username: user.username };
});
afterAll(() => t.close());

describe("robots.txt", () => {
  it("is a real robots file that keeps crawlers out of private pages and names the sitemap", async () => {
    const response = await client.get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("User-agent: *");
    for (const path of ["/profile/", "/appeals/", "/api/", "/error/"])
      expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).not.toMatch(/Disallow: \/\n/);
    expect(response.body).toContain("Sitemap: https://mc.example.org/sitemap.xml");
  });
});

describe("sitemap.xml", () => {
  it("lists the public pages and every announcement with its last change", async () => {
    const first = await announcement({ title: "First news" });
    const second = await announcement({ title: "Second news" });
    const response = await client.get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        "https://mc.example.org/",
        "https://mc.example.org/punished/",
        "https://mc.example.org/announcements/",
        `https://mc.example.org/announcements/${first}/`,
        `https://mc.example.org/announcements/${second}/`,
      ]),
    );
    expect(locs.some((loc) => loc?.includes("/appeals/") || loc?.includes("/profile/"))).toBe(false);
    // Newest first, each with the date it last changed.
    expect(locs.indexOf(`https://mc.example.org/announcements/${second}/`)).toBeLessThan(
      locs.indexOf(`https://mc.example.org/announcements/${first}/`),
    );
    expect(response.body).toMatch(
      new RegExp(`/announcements/${first}/</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`),
    );
  });
});

describe("link previews of announcements", () => {
  it("renders the announcement's title, introduction and card tags into the page", async () => {
    const id = await announcement({ title: 'Season 6 "Frost" <opens>', introduction: "Snow, ice & a new nether." });
    const response = await client.get(`/announcements/${id}/`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>Season 6 &quot;Frost&quot; &lt;opens&gt; · Craft &amp; &lt;/script&gt; Co</title>");
    expect(metaOf(html, "og:title")).toBe("Season 6 &quot;Frost&quot; &lt;opens&gt; · Craft &amp; &lt;/script&gt; Co");
    expect(metaOf(html, "og:description")).toBe("Snow, ice &amp; a new nether.");
    expect(metaOf(html, "description")).toBe("Snow, ice &amp; a new nether.");
    expect(metaOf(html, "og:type")).toBe("article");
    expect(metaOf(html, "og:url")).toBe(`https://mc.example.org/announcements/${id}/`);
    expect(metaOf(html, "og:site_name")).toBe("Craft &amp; &lt;/script&gt; Co");
    expect(metaOf(html, "twitter:card")).toBe("summary");
    expect(metaOf(html, "og:image")).toBeUndefined();
    // The built page's own description is replaced, not repeated.
    expect(html).not.toContain("The default description.");
  });

  it("serves a title and introduction with every $ replacement pattern exactly as written", async () => {
    // Issue 26 item 7: "Patch $' notes" copied the rest of the template into <title>.
    const patterns = "$$ $& $` $' $1 $<name>";
    const id = await announcement({ title: `Patch ${patterns} notes`, introduction: `Read ${patterns} first.` });
    const html = (await client.get(`/announcements/${id}/`)).body;
    const escaped = "$$ $&amp; $` $&#39; $1 $&lt;name&gt;";
    expect(html).toContain(`<title>Patch ${escaped} notes · Craft &amp; &lt;/script&gt; Co</title>`);
    expect(metaOf(html, "og:title")).toBe(`Patch ${escaped} notes · Craft &amp; &lt;/script&gt; Co`);
    expect(metaOf(html, "description")).toBe(`Read ${escaped} first.`);
    expect(metaOf(html, "twitter:description")).toBe(`Read ${escaped} first.`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
  });

  it("shows the cover picture as a large card with an absolute address", async () => {
    const id = await announcement({ title: "With a picture" }, "/media/announcements/abc123.webp");
    const html = (await client.get(`/announcements/${id}`)).body;
    expect(metaOf(html, "og:image")).toBe("https://mc.example.org/media/announcements/abc123.webp");
    expect(metaOf(html, "twitter:image")).toBe("https://mc.example.org/media/announcements/abc123.webp");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
  });

  it("compresses the page as asked and revalidates it by its ETag", async () => {
    const id = await announcement({ title: "Compressed preview" });
    const response = await client.get(`/announcements/${id}/`, { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain("Compressed preview");
    const etag = String(response.headers.etag);
    expect((await client.get(`/announcements/${id}/`, { "if-none-match": etag })).statusCode).toBe(304);
  });

  it("gives other pages, unknown announcements and the editor the site's defaults", async () => {
    for (const path of [
      "/",
      "/punished/",
      "/announcements/999999/",
      "/announcements/create/",
      "/announcements/99999999999/",
    ]) {
      const html = (await client.get(path)).body;
      expect(html, path).toContain("<title>Craft &amp; &lt;/script&gt; Co</title>");
      expect(metaOf(html, "description"), path).toBe("The default description.");
      expect(metaOf(html, "og:type"), path).toBe("website");
    }
  });

  it("hands the browser its site configuration in the page, and no value can close the block", async () => {
    const html = (await client.get("/punished/")).body;
    expect(embeddedConfig(html)).toEqual((await client.get("/api/site-config/")).json());
    // The theme's script (issue 30), the configuration's block and the list's first page (issue 33):
    // nothing in a value closed one early.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });
});

describe("the page of a site with no owner yet", () => {
  it("tells the browser so in its embedded configuration, as /api/site-config/ does", async () => {
    const dist = mkdtempSync(join(tmpdir(), "bastion-dist-"));
    writeFileSync(join(dist, "index.html"), SHELL);
    const fresh = await createTestApp({}, { serveWeb: true, webDistDir: dist });
    try {
      const visitor = new TestClient(fresh.app);
      expect(embeddedConfig((await visitor.get("/")).body)).toMatchObject({ needs_setup: true });
      expect((await visitor.get("/api/site-config/")).json()).toMatchObject({ needs_setup: true });
    } finally {
      await fresh.close();
    }
  });
});
