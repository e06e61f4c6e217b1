import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_HOME } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { writeAnnouncement } from "../../../test/factories/announcements";
import { punishmentInput, seedPunishments } from "../../../test/factories/punishments";
import { renderSkeleton } from "../../plugins/spa-skeleton";
import { CLI_ACTOR } from "../audit/audit.service";
import { listChanged } from "../punishments/punishments.list-cache";
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
  // The later pages' stylesheet (tables, the pager), as Vite's manifest names it.
  mkdirSync(join(dist, ".vite"));
  writeFileSync(
    join(dist, ".vite/manifest.json"),
    JSON.stringify({ "src/styles/bootstrap-more.scss": { file: "assets/bootstrap-more-abc.css" } }),
  );
  writeFileSync(join(dist, "assets/bootstrap-more-abc.css"), ".pagination{display:flex}.modal{display:none}");
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
    expect(skeleton).toContain('<h1 class="display-4 fw-bold mb-3">Welcome &lt;builders&gt;</h1>');
    // Our default text and eyebrow in the page's language; the owner's button as written.
    expect(skeleton).toContain("Ein Survival-Server mit einer Community, die gemeinsam baut.");
    expect(skeleton).toContain("Minecraft-Survival-Server");
    expect(skeleton).toContain('<a href="/p/rules/" class="btn btn-outline-light btn-lg">Rules</a>');
    const json = /<script type="application\/json" id="home-view">(.*?)<\/script>/s.exec(page.body)?.[1] ?? "";
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toMatchObject({ hero_title: "Welcome <builders>", cta: { label: "Rules" } });
    // An edit is drawn on the next visit.
    await saveHome(t.db, { ...DEFAULT_HOME, hero_title: "Season 5" }, CLI_ACTOR);
    t.app.siteHome.forget();
    expect(skeletonOf((await client.get("/", { "accept-language": "de" })).body)).toContain(">Season 5</h1>");
  });

  it("draws the lists' headings and words in the page's language, and no page skeleton elsewhere", async () => {
    const punished = skeletonOf((await client.get("/punished/", { "accept-language": "es" })).body);
    expect(punished).toContain('<h1 class="h2 mb-0 me-auto">Jugadores sancionados</h1>');
    expect(punished).toContain("Baneos, silencios, expulsiones y advertencias");
    expect(punished).toContain('<a href="/" class="btn btn-outline-light">Volver</a>');
    const empty = (await client.get("/announcements/", { "accept-language": "pt-BR" })).body;
    expect(skeletonOf(empty)).toContain('<h1 class="h2 mb-0 me-auto">Anúncios</h1>');
    expect(skeletonOf(empty)).toContain("Ainda não há anúncios");
    expect(empty).not.toContain('id="home-view"');
    // The cards of the first page, drawn and handed to the app; a new one is drawn on the next visit.
    const author = await buildUser(t.db, { groups: ["owner"] });
    await writeAnnouncement(t.db, author, { title: "Season <4>", introduction: "New biomes." });
    const list = (await client.get("/announcements/", { "accept-language": "pt-BR" })).body;
    expect(skeletonOf(list)).toContain('<h2 class="h5 card-title">Season &lt;4&gt;</h2>');
    expect(skeletonOf(list)).toContain(">New biomes.</p>");
    expect(skeletonOf(list)).toMatch(
      /<a href="\/announcements\/\d+\/" class="stretched-link fw-semibold" aria-label="Leia mais: Season &lt;4&gt;">Leia mais<\/a>/,
    );
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

  it("sends a visitor's first pages whole, as the page until the app takes over, and the rest as placeholders", async () => {
    const reason = "Griefing <spawn>";
    await seedPunishments(
      t.db,
      Array.from({ length: 25 }, (_, index) =>
        punishmentInput({
          type: index === 0 ? "Kick" : "Ban",
          player: `Griefer${index}`,
          reason,
          date: new Date(Date.UTC(2026, 10, 2, 9, 30) - index * 60_000).toISOString(),
          until: index === 1 ? "2026-12-24T18:00:00.000Z" : null,
        }),
      ),
    );
    listChanged(t.db);
    const page = (await client.get("/punished/", { "accept-language": "de" })).body;
    const view = skeletonOf(page);
    // Inert and hidden as sent (the app starts at once on a computer); the entry makes it live on a phone.
    expect(view).toMatch(/^<div class="[^"]*" aria-hidden="true" inert data-first-view>/);
    expect(view).toContain('<main id="main" class="flex-grow-1">');
    // The first page's rows, newest first, each player a link to the record; words in German.
    expect(view).toContain('<a href="/punished/');
    expect(view.indexOf(">Griefer0</a>")).toBeLessThan(view.indexOf(">Griefer1</a>"));
    expect(view).not.toContain(">Griefer20</a>");
    expect(view).toContain("Griefing &lt;spawn&gt;");
    expect(view).toContain('<th scope="col">Verhängt von</th>');
    expect(view).toContain(">entfällt</span>");
    expect(view).toContain(">Dauerhaft</td>");
    // Dates in UTC, saying so (the app writes them again in the visitor's zone).
    expect(view).toContain('<time datetime="2026-12-24T18:00:00.000Z">24. Dez. 2026, 18:00 UTC</time>');
    // The search is a form of the app's own URL; the pager links to page 2 and the last page.
    expect(view).toContain('<form method="get" action="/punished/">');
    expect(view).toContain('name="search"');
    expect(view).toContain('href="/punished/?page=2"');
    expect(view).toContain("Seite 1 von 2");
    // The app starts from the same page; the table's and pager's rules come with it, not a dialog's.
    const json = /<script type="application\/json" id="punished-page">(.*?)<\/script>/s.exec(page)?.[1] ?? "";
    const handed = JSON.parse(json) as { pageNumbers: number[]; punishments: { player: string }[] };
    expect(handed.pageNumbers).toEqual([1, 2]);
    expect(handed.punishments.map(({ player }) => player).slice(0, 2)).toEqual(["Griefer0", "Griefer1"]);
    expect(page).toContain("<style>.pagination{display:flex}</style></head>");
    // A search is the app's to answer: placeholders, no rows, no first view, no extra stylesheet.
    const search = (await client.get("/punished/?search=Griefer1")).body;
    expect(skeletonOf(search)).not.toContain("data-first-view");
    expect(skeletonOf(search)).not.toContain("Griefer");
    expect(search).not.toContain(".pagination{display:flex}");
    // The home page of a site without a game server: its places beside the hero, links that work.
    const home = skeletonOf((await client.get("/", { "accept-language": "es" })).body);
    expect(home).toContain("data-first-view");
    expect(home).toContain('<a href="/appeals/" class="fw-semibold">Apelaciones</a>');
    expect(home).toContain('aria-label="Mostrar u ocultar la navegación" data-replay=".site-navbar .navbar-toggler"');
  });

  it("draws the game server's status the server holds, and leaves the page to the app while it holds none", () => {
    const site = { site_name: "Craft", server_address: "play.example.net" };
    const home = { hero_title: "", hero_text: "Hi", cta: null, blocks: ["server_status"] };
    const status = {
      online: true,
      icon: null,
      players: { online: 1234, max: 5000 },
      motd: { html: '<span class="mc-gold">Welcome</span>' },
      version: "Paper 1.21.4",
      latency: 42,
    };
    const shown = renderSkeleton("home", "de", site, { home, status });
    expect(shown).toContain('data-first-view data-start-after="300000"');
    expect(shown).toContain(
      '<span class="players-count">1.234</span><span class="players-max"> / 5.000</span> Spieler online',
    );
    expect(shown).toContain('<div class="motd flex-grow-1"><span class="mc-gold">Welcome</span></div>');
    expect(shown).toContain("<dd>42 ms</dd>");
    expect(shown).toContain('<code class="server-address-text flex-grow-1 text-light">play.example.net</code>');
    const offline = renderSkeleton("home", "en", site, { home, status: { ...status, online: false } });
    expect(offline).toContain("Server is offline for maintenance");
    // The blocks below the hero in the owner's order: the news, then how to join (Discord's link in its last step).
    const blocks = renderSkeleton(
      "home",
      "de",
      { ...site, discord_url: "https://discord.gg/craft" },
      {
        home: { ...home, blocks: ["announcements", "server_status"], announcements_count: 1 },
        status,
        announcements: {
          announcements: [1, 2].map((id) => ({
            id,
            title: `Season ${id}`,
            introduction: "",
            img: null,
            created_at: "",
          })),
        },
      },
    );
    expect(blocks.indexOf(">Neuigkeiten</h2>")).toBeLessThan(blocks.indexOf(">So machst du mit</h2>"));
    expect(blocks).toContain('<h3 class="h5 card-title">Season 1</h3>');
    expect(blocks).not.toContain("Season 2");
    expect(blocks).toContain('triff alle auf <a href="/discord/">Discord</a>.');
    const cold = renderSkeleton("home", "en", site, { home });
    expect(cold).not.toContain("data-first-view");
    expect(cold).toContain('style="height:19rem"');
  });
});
