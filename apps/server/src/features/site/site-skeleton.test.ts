import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_HOME } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { writeAnnouncement } from "../../../test/factories/announcements";
import { CLI_ACTOR } from "../audit/audit.service";
import { saveHome } from "./site-home.service";

// Issue 33: the page the server sends paints the page's skeleton before any script has run, with
// the CSS it needs written into the page and the whole stylesheet loaded without blocking that paint.

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Bastion</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/first-paint-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const CSS = [
  ":root,[data-bs-theme=light]{--bs-body-bg:#fff}",
  ".navbar{display:flex}",
  "@media (min-width:992px){.col-lg-7{width:58%}.modal{display:none}}",
  ".modal-dialog{margin:1rem}",
  "h1,.h1{font-size:2.5rem}",
  "@keyframes placeholder-glow{50%{opacity:.2}}",
].join("");

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "bastion-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), SHELL);
  writeFileSync(join(dist, "assets/first-paint-abc.css"), CSS);
  t = await createTestApp({ SITE_NAME: "Craft & <Co>" }, { serveWeb: true, webDistDir: dist });
  client = new TestClient(t.app);
});
afterAll(() => t.close());

/** What the page's #root holds before the app runs. */
const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script|<div id="root">(.*)<\/div>\s*<\/body>/s.exec(html);
const skeletonOf = (html: string) => {
  const match = rootOf(html);
  return match?.[1] ?? match?.[2] ?? "";
};

describe("the page's first paint", () => {
  it("carries the skeleton's CSS and loads the whole stylesheet without blocking the paint", async () => {
    const page = await client.get("/");
    const style = /<style>(.*?)<\/style>/s.exec(page.body)?.[1] ?? "";
    // The skeleton's rules, at-rules around what they keep; the rules of parts it never shows are left out.
    expect(style).toContain(".navbar{display:flex}");
    expect(style).toContain("@media (min-width:992px){.col-lg-7{width:58%}}");
    expect(style).toContain("h1,.h1{font-size:2.5rem}");
    expect(style).toContain("@keyframes placeholder-glow");
    expect(style).toContain(":root,[data-bs-theme=light]");
    expect(style).not.toContain("modal");
    expect(page.body).toContain(
      '<link rel="stylesheet" href="/assets/first-paint-abc.css" media="print" data-app-styles>',
    );
    expect(page.body).not.toMatch(/<link rel="stylesheet" crossorigin/);
  });

  it("draws the owner's hero on the home page and hands the app the same view", async () => {
    await saveHome(
      t.db,
      { ...DEFAULT_HOME, hero_title: "Welcome <builders>", cta: { label: "Rules", link: "/p/rules/" } },
      CLI_ACTOR,
    );
    // As the console's save does: this instance's copy of the home page is read again.
    t.app.siteHome.forget();
    const page = await client.get("/", { "accept-language": "de" });
    const skeleton = skeletonOf(page.body);
    expect(skeleton).toContain("Craft &amp; &lt;Co&gt;");
    expect(skeleton).toContain('<div class="h1 display-4 fw-bold mb-3">Welcome &lt;builders&gt;</div>');
    // Our default text and eyebrow in the page's language; the owner's button as written.
    expect(skeleton).toContain("Ein Survival-Server mit einer Community, die gemeinsam baut.");
    expect(skeleton).toContain("Minecraft-Survival-Server");
    expect(skeleton).toContain(">Rules</span>");
    const json = /<script type="application\/json" id="home-view">(.*?)<\/script>/s.exec(page.body)?.[1] ?? "";
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toMatchObject({ hero_title: "Welcome <builders>", cta: { label: "Rules" } });
    // An edit is drawn on the next visit.
    await saveHome(t.db, { ...DEFAULT_HOME, hero_title: "Season 5" }, CLI_ACTOR);
    t.app.siteHome.forget();
    expect(skeletonOf((await client.get("/", { "accept-language": "de" })).body)).toContain(">Season 5</div>");
  });

  it("draws the lists' headings and words in the page's language, and no page skeleton elsewhere", async () => {
    const punished = skeletonOf((await client.get("/punished/", { "accept-language": "es" })).body);
    expect(punished).toContain('<div class="h2 mb-0 me-auto">Jugadores sancionados</div>');
    expect(punished).toContain("Baneos, silencios, expulsiones y advertencias");
    expect(punished).toContain(">Volver</span>");
    const empty = (await client.get("/announcements/", { "accept-language": "pt-BR" })).body;
    expect(skeletonOf(empty)).toContain('<div class="h2 mb-0 me-auto">Anúncios</div>');
    expect(empty).not.toContain('id="home-view"');
    // The cards of the first page, drawn and handed to the app; a new one is drawn on the next visit.
    const author = await buildUser(t.db, { groups: ["owner"] });
    await writeAnnouncement(t.db, author, { title: "Season <4>", introduction: "New biomes." });
    const list = (await client.get("/announcements/", { "accept-language": "pt-BR" })).body;
    expect(skeletonOf(list)).toContain('<div class="h5 card-title">Season &lt;4&gt;</div>');
    expect(skeletonOf(list)).toContain(">New biomes.</p>");
    expect(skeletonOf(list)).toContain(">Leia mais</span>");
    const json = /<script type="application\/json" id="announcements-page">(.*?)<\/script>/s.exec(list)?.[1] ?? "";
    expect(JSON.parse(json)).toMatchObject({ announcements: [{ title: "Season <4>" }], can_create: false });
    // Another page, and a path that is no page: the navbar only; the app draws the rest.
    for (const path of ["/login/", "/no/such/page/"]) {
      const skeleton = skeletonOf((await client.get(path)).body);
      expect(skeleton).toContain("navbar");
      expect(skeleton).toMatch(/<div class="flex-grow-1"><\/div><\/div>$/);
      expect(skeleton).not.toMatch(/<(main|h1|h2|a) /);
    }
  });
});
