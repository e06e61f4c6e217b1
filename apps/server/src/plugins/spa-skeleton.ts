import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type AnnouncementListItem,
  type AnyLocale,
  DEFAULT_HOME,
  LIMITS,
  msg,
  OFFLINE_SERVER_STATUS,
  type PunishedPlayersResponse,
  type ServerStatus,
} from "@bastion/shared";
import { escapeHtml } from "../lib/escape";
import { translate } from "../lib/i18n/translate";
import {
  announcementCards,
  communityCard,
  feedLink,
  howToJoin,
  latestNews,
  noAnnouncements,
  punishedFirstPage,
  statusCard,
} from "./spa-first-view";

/**
 * The first view a visitor sees before the web app has run (issue 33): the page shell carries the
 * page's skeleton in #root, in the page's language and theme, drawn with the app's own stylesheet
 * (inlined, below), so the first paint waits for no script and no second request. The app replaces
 * it in one step once its page is ready (main.tsx), with the same navbar and the same headings in
 * the same places.
 *
 * The pages a visitor opens first (the home page, the punishments' and the announcements' first
 * pages) are drawn whole, as a visitor sees them, with real headings, links and forms: a *first
 * view* (`data-first-view`). On a phone the app starts when the visitor first acts (web: lib/first-view.ts), and
 * until then this is the page. A list opened with a query (a search, a later page) is drawn with
 * placeholders, since its rows are the app's to ask for.
 */
export const SKELETON_KINDS = [
  "home",
  "punished",
  "punished-query",
  "announcements",
  "announcements-query",
  "other",
] as const;
export type SkeletonKind = (typeof SKELETON_KINDS)[number];

/** The pages a visitor opens first have a skeleton of their own; every other page the shell's. */
export function skeletonKind(path: string, query = ""): SkeletonKind {
  if (path === "/" || path === "") return "home";
  if (path === "/punished/" || path === "/punished") return query ? "punished-query" : "punished";
  if (path === "/announcements/" || path === "/announcements") return query ? "announcements-query" : "announcements";
  return "other";
}

// The same words as the web app's (punishments.list.*, announcements.list.heading), so the page's
// largest text paints with the skeleton and the app's identical text does not paint it again.
const PUNISHED_TITLE = msg("Punished players");
const PUNISHED_RETURN = msg("Return");
const PUNISHED_INTRO = msg(
  "Bans, mutes, kicks and warnings given on the server, newest first. Select a row to see the whole record.",
);
const ANNOUNCEMENTS_TITLE = msg("Announcements");

/** A shimmering bar, as react-bootstrap's Placeholder draws it. */
const bar = (classes: string, style = "") =>
  `<span class="placeholder ${classes}"${style ? ` style="${style}"` : ""}></span>`;

// The home page's own words (home.hero.* in the web app's catalogue).
const HERO_EYEBROW = msg("Minecraft survival server");
const HERO_DEFAULT_TEXT = msg("A survival server with a community that builds together.");
const HERO_INVITE = msg("Join us in game.");
const HERO_INVITE_DISCORD = msg("Join us in game and on Discord.");
const HERO_DISCORD = msg("Join our Discord");

/** The owner's home page as the skeleton draws its hero (the home page's view, GET /core/api/home/). */
export interface SkeletonHome {
  hero_title: string;
  hero_text: string;
  cta: { label: string; link: string } | null;
  blocks: readonly string[];
  /** How many news cards the home page shows (3 unless the owner chose). */
  announcements_count?: number;
}

/** The hero button's target as the app follows it (home-page.tsx): another site's through the leaving page. */
const ctaTarget = (link: string) => (link.startsWith("/") ? link : `/leaving/?to=${encodeURIComponent(link)}`);

const ADDRESS_LABEL = msg("Server address:");
const COPY = msg("Copy");

/**
 * The server's address with its Copy button (copy-address.tsx). The button copies once the app has
 * started: a tap on it starts the app, which then presses its own (`data-replay`, web: lib/first-view.ts).
 */
const serverAddress = (address: string, locale: AnyLocale) =>
  `<div class="server-address d-flex align-items-center gap-2 rounded-3 ps-3 pe-2 py-2">` +
  `<span class="visually-hidden">${escapeHtml(translate(ADDRESS_LABEL, locale))}</span>` +
  `<code class="server-address-text flex-grow-1 text-light">${escapeHtml(address)}</code>` +
  `<button type="button" class="btn btn-light btn-sm" data-replay=".join-actions .server-address button">${escapeHtml(translate(COPY, locale))}</button></div>`;

/**
 * The home page's hero as the app draws it (home-page.tsx): the owner's title and text, our sentence
 * after it, the buttons; the status card's place beside it. Without the home page (its look-up
 * failed) the app's own loading hero.
 */
function homePage(
  site: SkeletonSite,
  home: SkeletonHome | undefined,
  locale: AnyLocale,
  side: string,
  below: string,
): string {
  // With the owner's home page it is the page itself (a first view): real heading, links and buttons.
  const status = !home || home.blocks.includes("server_status");
  let hero = `<div class="placeholder-glow">${bar("col-8 placeholder-lg mb-3 d-block", "height:3.5rem")}${bar("col-10 mb-4 d-block")}</div>`;
  let actions = "";
  if (home) {
    const text = home.hero_text === DEFAULT_HOME.hero_text ? translate(HERO_DEFAULT_TEXT, locale) : home.hero_text;
    const invitation = site.discord_url ? HERO_INVITE_DISCORD : site.server_address ? HERO_INVITE : undefined;
    hero =
      `<h1 class="display-4 fw-bold mb-3">${escapeHtml(home.hero_title || site.site_name)}</h1>` +
      `<p class="lead hero-lead mb-4 hero-text">${escapeHtml(text)}${invitation ? ` ${escapeHtml(translate(invitation, locale))}` : ""}</p>`;
    actions =
      (site.server_address ? serverAddress(site.server_address, locale) : "") +
      (site.discord_url
        ? `<a href="/discord/" class="btn btn-primary btn-lg discord-button">${escapeHtml(translate(HERO_DISCORD, locale))}</a>`
        : "") +
      (home.cta
        ? `<a href="${escapeHtml(ctaTarget(home.cta.link))}" class="btn btn-outline-light btn-lg">${escapeHtml(home.cta.label)}</a>`
        : "");
  }
  return (
    `<section class="hero"><div class="container py-5"><div class="row g-4 g-lg-5 align-items-center py-lg-4">` +
    `<div class="${status ? "col-lg-7" : "col-lg-9"}"><p class="hero-eyebrow mb-2">${escapeHtml(translate(HERO_EYEBROW, locale))}</p>` +
    `${hero}<div class="join-actions">${actions}</div></div>` +
    (status
      ? `<div class="col-lg-5">${side || `<div class="rounded-4 border bg-body-tertiary" style="height:19rem"></div>`}</div>`
      : "") +
    `</div></div></section>${below}`
  );
}

/**
 * The home page's blocks below the hero, in the owner's order, as a visitor sees them: the news and
 * how to join. An owner's page and the vote links are the app's to draw once it starts.
 */
function homeBlocks(
  site: SkeletonSite,
  home: SkeletonHome,
  announcements: SkeletonAnnouncements | undefined,
  locale: AnyLocale,
) {
  return home.blocks
    .map((block) => {
      if (block === "announcements")
        return latestNews(announcements?.announcements ?? [], home.announcements_count ?? 3, locale);
      if (block === "server_status" && site.server_address) return howToJoin(Boolean(site.discord_url), locale);
      return "";
    })
    .join("");
}

/**
 * A page's heading row, as the list pages draw theirs, with the button beside it where they have one:
 * a real heading in a first view, the heading's look on a plain element in a skeleton.
 */
const heading = (title: string, margin: string, button = "", live = false) => {
  const tag = live ? "h1" : "div";
  return `<div class="d-flex flex-wrap align-items-center gap-2 ${margin}"><${tag} class="h2 mb-0 me-auto">${escapeHtml(title)}</${tag}>${button}</div>`;
};

/** Three announcement cards' places, as the list's own placeholders. */
const CARDS = Array.from(
  { length: 3 },
  () =>
    `<div class="col"><div class="card h-100 announcement-card"><div class="announcement-cover placeholder-glow">${bar("w-100 h-100")}</div><div class="card-body placeholder-glow">${bar("col-9 mb-2 d-block")}${bar("col-12 d-block")}${bar("col-7 d-block")}</div></div></div>`,
).join("");

/** The announcements' first page as the skeleton draws it (GET /announcements/api/list/?page=1, a visitor's). */
export interface SkeletonAnnouncements {
  announcements: readonly AnnouncementListItem[];
}

/** The search field and the type filter, the pager, then the list's rows. */
const PUNISHED_LIST = `<div class="placeholder-glow">${bar("col-12 d-block mb-2", "height:2.4rem")}${bar("col-12 d-block mb-3", "height:2.4rem")}${Array.from({ length: 8 }, () => bar("col-12 d-block mb-2", "height:3.5rem")).join("")}</div>`;

/** What the skeleton is drawn from besides the site's configuration: the pages' own first data. */
export interface SkeletonData {
  home?: SkeletonHome;
  announcements?: SkeletonAnnouncements;
  /** The punishments' first page, as GET /punished/api/list/?page=1 answers it. */
  punished?: PunishedPlayersResponse;
  /** The game server's status the server holds now (GET /api/server-status/ answers the same). */
  status?: ServerStatus;
}

/**
 * The home page's side card as a visitor sees it (home-page.tsx): the status card where the site
 * has a game server and its status is held, else the community's places; "" while the status is
 * not in (the card's place is kept, and the page is no first view: the app draws it).
 */
function sideCard(site: SkeletonSite, status: ServerStatus | undefined, locale: AnyLocale): string {
  if (!site.server_address) return communityCard(site.modules ?? undefined, locale);
  return status ? statusCard(status, locale) : "";
}

/** Whether the home page's status block is drawn, and its card with it. */
const homeWhole = (site: SkeletonSite, data: SkeletonData) =>
  Boolean(data.home) && (!data.home?.blocks.includes("server_status") || !site.server_address || Boolean(data.status));

/** Whether `kind` is drawn whole from `data`: a first view, the page itself until the app starts. */
export const isFirstView = (kind: SkeletonKind, data: SkeletonData, site: SkeletonSite): boolean =>
  (kind === "home" && homeWhole(site, data)) ||
  (kind === "punished" && Boolean(data.punished)) ||
  (kind === "announcements" && Boolean(data.announcements));

function page(kind: SkeletonKind, locale: AnyLocale, site: SkeletonSite, data: SkeletonData): string {
  const live = isFirstView(kind, data, site);
  switch (kind) {
    case "home":
      return live && data.home
        ? homePage(
            site,
            data.home,
            locale,
            sideCard(site, data.status, locale),
            homeBlocks(site, data.home, data.announcements, locale),
          )
        : homePage(site, data.home, locale, "", "");
    case "punished":
    case "punished-query": {
      const back = live
        ? `<a href="/" class="btn btn-outline-light">${escapeHtml(translate(PUNISHED_RETURN, locale))}</a>`
        : `<span class="btn btn-outline-light">${escapeHtml(translate(PUNISHED_RETURN, locale))}</span>`;
      const list = live && data.punished ? punishedFirstPage(data.punished, locale) : PUNISHED_LIST;
      return `<section class="container py-4 py-lg-5 punishments-page">${heading(translate(PUNISHED_TITLE, locale), "mb-3", back, live)}<p class="text-body-secondary">${escapeHtml(translate(PUNISHED_INTRO, locale))}</p>${list}</section>`;
    }
    case "announcements":
    case "announcements-query": {
      const items = live ? (data.announcements?.announcements ?? []) : [];
      const title = heading(
        translate(ANNOUNCEMENTS_TITLE, locale),
        "mb-4",
        live ? feedLink(locale) : '<span class="btn btn-sm invisible">&nbsp;</span>',
        live,
      );
      const grid = `<div class="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4">${live ? announcementCards(items, locale) : CARDS}</div>`;
      return `<section class="container py-4 py-lg-5">${title}${live && !items.length ? noAnnouncements(locale) : ""}${grid}</section>`;
    }
    case "other":
      return "";
  }
}

/** What the skeleton shows of the site: its name and logo, as the browser's site configuration has them. */
export interface SkeletonSite {
  site_name: string;
  logo?: { url: string; width: number; height: number } | null;
  server_address?: string | null;
  discord_url?: string | null;
  /** The site's modules (appeals off: the community card leaves them out). */
  modules?: Readonly<Record<string, boolean>> | null;
}

/** The navbar's logo as the app draws it (navbar-logo.tsx): the owner's, held to 32 px high and 160 wide, or the icon. */
function logo(site: SkeletonSite): string {
  const own = site.logo;
  if (!own) return `<img src="/images/favicon.svg" width="28" height="28" alt="">`;
  const scale = Math.min(32 / own.height, 160 / own.width);
  const width = Math.max(1, Math.round(own.width * scale));
  const height = Math.max(1, Math.round(own.height * scale));
  return `<img src="${escapeHtml(own.url)}" width="${width}" height="${height}" alt="${escapeHtml(site.site_name)}" class="navbar-logo">`;
}

const TOGGLE = msg("Toggle navigation");

/**
 * The navbar as a phone shows it (site-navbar.tsx): the site's name, home, and the menu's button. In
 * a first view they work: the name is a link, and a tap on the button starts the app, which opens its
 * menu (`data-replay`, web: lib/first-view.ts).
 */
function navbar(site: SkeletonSite, locale: AnyLocale, live: boolean): string {
  const name = escapeHtml(site.site_name);
  const brand = `${logo(site)}<span${site.logo ? ' aria-hidden="true"' : ""}>${name}</span>`;
  return (
    `<div class="site-top sticky-top"><nav class="navbar navbar-expand-xl site-navbar border-bottom"><div class="container">` +
    (live
      ? `<a href="/" class="navbar-brand fw-bold d-flex align-items-center gap-2">${brand}</a>` +
        `<button type="button" class="navbar-toggler collapsed" aria-expanded="false" aria-label="${escapeHtml(translate(TOGGLE, locale))}" data-replay=".site-navbar .navbar-toggler"><span class="navbar-toggler-icon"></span></button>`
      : `<span class="navbar-brand fw-bold d-flex align-items-center gap-2">${brand}</span>` +
        `<span class="navbar-toggler"><span class="navbar-toggler-icon"></span></span>`) +
    `</div></nav></div>`
  );
}

/**
 * The skeleton for #root: the root layout's frame (navbar with the site's name and logo) around the
 * page's own. It is inert and hidden from assistive technology as the server sends it: where the app
 * starts at once (a computer, a member, a page that is not a first view) it is a picture of the page
 * to come, and nothing (a person's tools or a test) takes it for the app's page, which replaces it.
 * A first view (`data-first-view`) is the page itself: with real landmarks, headings, links and
 * forms, which the entry (web: lib/first-view.ts) makes live where the app waits for the visitor (a phone).
 */
export function renderSkeleton(
  kind: SkeletonKind,
  locale: AnyLocale,
  site: SkeletonSite,
  data: SkeletonData = {},
): string {
  const live = isFirstView(kind, data, site);
  const content = page(kind, locale, site, data);
  // A status shown is refreshed when it is due (the app refreshes it): the app starts then if not before.
  const refresh = live && kind === "home" && data.status ? ` data-start-after="${LIMITS.serverStatusCacheMs}"` : "";
  return (
    `<div class="d-flex flex-column min-vh-100 app-skeleton" aria-hidden="true" inert${live ? ` data-first-view${refresh}` : ""}>` +
    navbar(site, locale, live) +
    (live
      ? `<main id="main" class="flex-grow-1">${content}</main></div>`
      : `<div class="flex-grow-1">${content}</div></div>`)
  );
}

/**
 * Every class name the skeleton of `kind` (or of every kind) can use: the critical CSS of its pages
 * keeps the rules that can style them, and no others (a page carries its own kind's only).
 */
export function skeletonClasses(only?: SkeletonKind): Set<string> {
  const announcement = { id: 1, title: "", introduction: "", img: "", created_at: "" };
  const punishment = { id: 1, player: "", reason: "", actioned_by: "", date: "", until: null };
  const punishments = (["Ban", "Mute", "Kick", "Warning"] as const).map((type) => ({ ...punishment, type }));
  const html =
    SKELETON_KINDS.filter((kind) => !only || kind === only)
      .map((kind) =>
        renderSkeleton(
          kind,
          "en",
          { site_name: "", logo: { url: "", width: 1, height: 1 }, server_address: "-", discord_url: "-" },
          {
            home: {
              hero_title: "",
              hero_text: "",
              cta: { label: "", link: "/" },
              blocks: ["server_status", "announcements"],
            },
            announcements: { announcements: [announcement, { ...announcement, img: null }] },
            punished: { punishments, pageNumbers: [1, 2] },
            status: {
              online: true,
              icon: null,
              players: { online: 1, max: 2 },
              motd: { html: "" },
              version: "-",
              latency: 1,
            },
          },
        ),
      )
      .join("") +
    (!only || only === "announcements" ? noAnnouncements("en") : "") +
    (!only || only === "home" ? statusCard(OFFLINE_SERVER_STATUS, "en") + communityCard(undefined, "en") : "");
  const classes = new Set<string>();
  for (const [, list = ""] of html.matchAll(/class="([^"]*)"/g))
    for (const name of list.split(/\s+/)) classes.add(name);
  return classes;
}

/** A stylesheet's top-level parts: `prelude { body }` blocks and `@…;` statements, in order. */
function blocks(css: string): { prelude: string; body?: string }[] {
  const out: { prelude: string; body?: string }[] = [];
  let start = 0;
  let index = 0;
  while (index < css.length) {
    const char = css[index];
    if (char === "'" || char === '"') {
      index = css.indexOf(char, index + 1) + 1 || css.length;
      continue;
    }
    if (char === ";" && css.slice(start, index).trimStart().startsWith("@")) {
      out.push({ prelude: css.slice(start, index + 1) });
      start = index + 1;
    } else if (char === "{") {
      let depth = 1;
      let end = index + 1;
      while (end < css.length && depth > 0) {
        const inner = css[end];
        if (inner === "'" || inner === '"') end = css.indexOf(inner, end + 1) || css.length;
        else if (inner === "{") depth += 1;
        else if (inner === "}") depth -= 1;
        end += 1;
      }
      out.push({ prelude: css.slice(start, index).trim(), body: css.slice(index + 1, end - 1) });
      start = end;
      index = end;
      continue;
    }
    index += 1;
  }
  return out;
}

/** Whether one selector of a list can match in the skeleton: all of its classes are the skeleton's. */
const matches = (selector: string, classes: Set<string>) =>
  [...selector.replace(/\\./g, "").matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name = ""]) => classes.has(name));

/**
 * The first paint's critical CSS (issue 33): the rules of the shell's stylesheet that can style the
 * skeleton (its classes, elements, the theme's variables, keyframes, fonts), at-rules kept around
 * what they hold. The app's whole stylesheet follows without blocking the paint.
 */
export function criticalCss(css: string, classes: Set<string>): string {
  return blocks(css)
    .map(({ prelude, body }) => {
      if (body === undefined) return prelude;
      if (/^@(media|supports|layer|container)/.test(prelude)) {
        const inner = criticalCss(body, classes);
        return inner ? `${prelude}{${inner}}` : "";
      }
      if (prelude.startsWith("@")) return `${prelude}{${body}}`;
      return prelude.split(",").some((selector) => matches(selector, classes)) ? `${prelude}{${body}}` : "";
    })
    .join("");
}

/** A built stylesheet's critical rules, ready for a `<style>` of the page (url()s absolute, no `</style`). */
function criticalOf(css: string, classes: Set<string>): string {
  // Its own url()s are relative to /assets/: written absolute, as the document is elsewhere.
  const absolute = css.replace(/url\((?!["']?(?:data:|\/|https?:))(["']?)/g, "url($1/assets/");
  return criticalCss(absolute, classes).replace(/<\/style/gi, "<\\/style");
}

/** The built stylesheet links of index.html (Vite writes one per first-load chunk). */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)"\s*\/?>/g;

/**
 * index.html with the first paint's critical CSS written into it (the rules of the shell's stylesheet
 * the skeleton uses), and the stylesheet itself loaded without blocking that paint (`media="print"`
 * until the entry script turns it on, main.tsx; the app renders once it is in). One request fewer
 * before the first paint, and none that blocks it. A stylesheet that cannot be read stays as it was.
 */
export function inlineStylesheets(template: string, distDir: string, classes = skeletonClasses()): string {
  return template.replace(STYLESHEET, (link, href: string) => {
    try {
      const css = readFileSync(join(distDir, href), "utf8");
      return `<style>${criticalOf(css, classes)}</style><link rel="stylesheet" href="${href}" media="print" data-app-styles>`;
    } catch {
      return link;
    }
  });
}

/** The modules whose stylesheets the punishments' first view is drawn with, in the app's order. */
const PUNISHED_STYLES = [
  "src/styles/bootstrap-more.scss",
  "src/features/punishments/components/punished-players-page.tsx",
];

type Manifest = Record<string, { file?: string; css?: string[]; imports?: string[] } | undefined>;

/** A module's built stylesheets, found through Vite's manifest: its own file if it is one, its CSS, its imports'. */
function stylesheetsOf(manifest: Manifest, name: string, seen = new Set<string>()): string[] {
  const entry = manifest[name];
  if (!entry || seen.has(name)) return [];
  seen.add(name);
  const own = entry.file?.endsWith(".css") ? [entry.file] : [];
  const imported = (entry.imports ?? []).flatMap((module) => stylesheetsOf(manifest, module, seen));
  return [...new Set([...imported, ...own, ...(entry.css ?? [])])];
}

/**
 * The rules of the later pages' stylesheets (the web app's styles/bootstrap-more.scss: tables, fields,
 * the pager; the punishments page's own) that the first views use: the punishments' first view is
 * drawn with them before the app, which loads the whole of them, starts. "" without a manifest.
 */
export function pageStylesCss(distDir: string, classes: Set<string>): string {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
    // The first load's own stylesheets are in the page already (inlineStylesheets).
    const inPage = new Set(stylesheetsOf(manifest, "index.html"));
    const files = [...new Set(PUNISHED_STYLES.flatMap((name) => stylesheetsOf(manifest, name)))].filter(
      (file) => !inPage.has(file),
    );
    return files.map((file) => criticalOf(readFileSync(join(distDir, file), "utf8"), classes)).join("");
  } catch {
    return "";
  }
}

/** The page with `css` written into its head after the first paint's own (pageStylesCss). */
export const withPageStyles = (html: string, css: string): string =>
  css ? html.replace("</head>", () => `<style>${css}</style></head>`) : html;

/**
 * The ids of the JSON blocks that hand the app what the skeleton was drawn from (web:
 * features/site/api/get-home.ts, features/announcements/api/get-announcements.ts).
 */
const DATA_ELEMENT_IDS: Record<keyof SkeletonData, string> = {
  home: "home-view",
  announcements: "announcements-page",
  punished: "punished-page",
  status: "server-status",
};

/**
 * Puts `skeleton` in the template's empty #root and after it the data it was drawn from (data, never
 * run; `<` escaped so no value can close the block): the app's first render shows the same hero and
 * cards, with no placeholders in between and no request before it.
 */
export const withSkeleton = (template: string, skeleton: string, data: SkeletonData = {}): string =>
  template.replace(/<div id="root"><\/div>/, () => {
    const blocks = (Object.keys(DATA_ELEMENT_IDS) as (keyof SkeletonData)[])
      .filter((name) => data[name])
      .map(
        (name) =>
          `<script type="application/json" id="${DATA_ELEMENT_IDS[name]}">${JSON.stringify(data[name]).replace(/</g, "\\u003c")}</script>`,
      );
    return `<div id="root">${skeleton}</div>${blocks.join("")}`;
  });
