import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type AnyLocale, DEFAULT_HOME, msg } from "@bastion/shared";
import { escapeHtml } from "../lib/escape";
import { translate } from "../lib/i18n/translate";

/**
 * The first view a visitor sees before the web app has run (issue 33): the page shell carries the
 * page's skeleton in #root, in the page's language and theme, drawn with the app's own stylesheet
 * (inlined, below), so the first paint waits for no script and no second request. The app replaces
 * it in one step once its page is ready (main.tsx), with the same navbar and the same headings in
 * the same places.
 */
export type SkeletonKind = "home" | "punished" | "announcements" | "other";

/** The pages a visitor opens first have a skeleton of their own; every other page the shell's. */
export function skeletonKind(path: string): SkeletonKind {
  if (path === "/" || path === "") return "home";
  if (path === "/punished/" || path === "/punished") return "punished";
  if (path === "/announcements/" || path === "/announcements") return "announcements";
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
  cta: { label: string } | null;
  blocks: readonly string[];
}

/**
 * The home page's hero as the app draws it (home-page.tsx): the owner's title and text, our sentence
 * after it, the buttons; the status card's place beside it. Without the home page (its look-up
 * failed) the app's own loading hero.
 */
function homePage(site: SkeletonSite, home: SkeletonHome | undefined, locale: AnyLocale): string {
  const status = !home || home.blocks.includes("server_status");
  let hero = `<div class="placeholder-glow">${bar("col-8 placeholder-lg mb-3 d-block", "height:3.5rem")}${bar("col-10 mb-4 d-block")}</div>`;
  let actions = "";
  if (home) {
    const text = home.hero_text === DEFAULT_HOME.hero_text ? translate(HERO_DEFAULT_TEXT, locale) : home.hero_text;
    const invitation = site.discord_url ? HERO_INVITE_DISCORD : site.server_address ? HERO_INVITE : undefined;
    hero =
      `<div class="h1 display-4 fw-bold mb-3">${escapeHtml(home.hero_title || site.site_name)}</div>` +
      `<p class="lead hero-lead mb-4 hero-text">${escapeHtml(text)}${invitation ? ` ${escapeHtml(translate(invitation, locale))}` : ""}</p>`;
    actions =
      (site.server_address
        ? `<span class="placeholder-glow">${bar("d-block", "width:18rem;height:3rem")}</span>`
        : "") +
      (site.discord_url
        ? `<span class="btn btn-primary btn-lg discord-button">${escapeHtml(translate(HERO_DISCORD, locale))}</span>`
        : "") +
      (home.cta ? `<span class="btn btn-outline-light btn-lg">${escapeHtml(home.cta.label)}</span>` : "");
  }
  return (
    `<section class="hero"><div class="container py-5"><div class="row g-4 g-lg-5 align-items-center py-lg-4">` +
    `<div class="${status ? "col-lg-7" : "col-lg-9"}"><p class="hero-eyebrow mb-2">${escapeHtml(translate(HERO_EYEBROW, locale))}</p>` +
    `${hero}<div class="join-actions">${actions}</div></div>` +
    (status
      ? `<div class="col-lg-5"><div class="rounded-4 border bg-body-tertiary" style="height:19rem"></div></div>`
      : "") +
    `</div></div></section>`
  );
}

/** A page's heading row, as the list pages draw theirs, with the button beside it where they have one. */
const heading = (title: string, margin: string, button = "") =>
  `<div class="d-flex flex-wrap align-items-center gap-2 ${margin}"><div class="h2 mb-0 me-auto">${escapeHtml(title)}</div>${button}</div>`;

/** Three announcement cards' places, as the list's own placeholders. */
const CARDS = Array.from(
  { length: 3 },
  () =>
    `<div class="col"><div class="card h-100 announcement-card"><div class="announcement-cover placeholder-glow">${bar("w-100 h-100")}</div><div class="card-body placeholder-glow">${bar("col-9 mb-2 d-block")}${bar("col-12 d-block")}${bar("col-7 d-block")}</div></div></div>`,
).join("");

const READ_MORE = msg("Read more");

/** The announcements' first page as the skeleton draws it (GET /announcements/api/list/?page=1, a visitor's). */
export interface SkeletonAnnouncements {
  announcements: readonly { title: string; introduction: string; img: string | null }[];
}

/**
 * The cards as the app draws them (announcement-card.tsx), inert: the owner's cover picture (asked
 * for at once, the first row eagerly), title and introduction; the date's place, since the browser
 * writes it in the visitor's time zone; "Read more" as text, not yet a link.
 */
const cards = (list: SkeletonAnnouncements, locale: AnyLocale) =>
  list.announcements
    .map(({ title, introduction, img }, index) => {
      const cover = img
        ? `<img src="${escapeHtml(img)}" class="card-img-top announcement-cover" alt="" width="1200" height="630" loading="${index < 3 ? "eager" : "lazy"}" decoding="async">`
        : `<div class="card-img-top announcement-cover placeholder-glow">${bar("w-100 h-100")}</div>`;
      return (
        `<div class="col"><div class="card h-100 announcement-card">${cover}<div class="card-body d-flex flex-column">` +
        `<div class="h5 card-title">${escapeHtml(title)}</div>` +
        `<p class="card-text text-body-secondary announcement-introduction">${escapeHtml(introduction)}</p>` +
        `<div class="mt-auto d-flex justify-content-between align-items-center pt-2"><span class="placeholder-glow small">${bar("", "width:8rem")}</span>` +
        `<span class="fw-semibold text-decoration-underline" style="color:var(--bs-link-color)">${escapeHtml(translate(READ_MORE, locale))}</span></div></div></div></div>`
      );
    })
    .join("");
/** The search field and the type filter, the pager, then the list's rows. */
const PUNISHED_LIST = `<div class="placeholder-glow">${bar("col-12 d-block mb-2", "height:2.4rem")}${bar("col-12 d-block mb-3", "height:2.4rem")}${Array.from({ length: 8 }, () => bar("col-12 d-block mb-2", "height:3.5rem")).join("")}</div>`;

/** What the skeleton is drawn from besides the site's configuration: the pages' own first data. */
export interface SkeletonData {
  home?: SkeletonHome;
  announcements?: SkeletonAnnouncements;
}

function page(
  kind: SkeletonKind,
  locale: AnyLocale,
  site: SkeletonSite,
  { home, announcements }: SkeletonData,
): string {
  switch (kind) {
    case "home":
      return homePage(site, home, locale);
    case "punished":
      return `<section class="container py-4 py-lg-5 punishments-page">${heading(
        translate(PUNISHED_TITLE, locale),
        "mb-3",
        `<span class="btn btn-outline-light">${escapeHtml(translate(PUNISHED_RETURN, locale))}</span>`,
      )}<p class="text-body-secondary">${escapeHtml(translate(PUNISHED_INTRO, locale))}</p>${PUNISHED_LIST}</section>`;
    case "announcements":
      return `<section class="container py-4 py-lg-5">${heading(translate(ANNOUNCEMENTS_TITLE, locale), "mb-4", '<span class="btn btn-sm invisible">&nbsp;</span>')}<div class="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4">${announcements ? cards(announcements, locale) : CARDS}</div></section>`;
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
}

/** The navbar's logo as the app draws it (navbar-logo.tsx): the owner's, held to 32 px high and 160 wide, or the icon. */
function logo(site: SkeletonSite): string {
  const own = site.logo;
  if (!own) return `<img src="/images/favicon.svg" width="28" height="28" alt="">`;
  const scale = Math.min(32 / own.height, 160 / own.width);
  const width = Math.max(1, Math.round(own.width * scale));
  const height = Math.max(1, Math.round(own.height * scale));
  return `<img src="${escapeHtml(own.url)}" width="${width}" height="${height}" alt="" class="navbar-logo">`;
}

/**
 * The skeleton for #root: the root layout's frame (navbar with the site's name and logo) around the
 * page's own. Nothing in it can be used yet, so it is hidden from assistive technology, and it has
 * no landmarks, headings or links: its headings are drawn with the heading classes on plain
 * elements, so nothing (a person's tools or a test) takes it for the app's page, which replaces it.
 */
export function renderSkeleton(
  kind: SkeletonKind,
  locale: AnyLocale,
  site: SkeletonSite,
  data: SkeletonData = {},
): string {
  const name = escapeHtml(site.site_name);
  return (
    `<div class="d-flex flex-column min-vh-100 app-skeleton" aria-hidden="true">` +
    `<div class="site-top sticky-top"><nav class="navbar navbar-expand-xl site-navbar border-bottom"><div class="container">` +
    `<span class="navbar-brand fw-bold d-flex align-items-center gap-2">${logo(site)}<span>${name}</span></span>` +
    `<span class="navbar-toggler"><span class="navbar-toggler-icon"></span></span>` +
    `</div></nav></div>` +
    `<div class="flex-grow-1">${page(kind, locale, site, data)}</div></div>`
  );
}

/** Every class name the skeletons use: the critical CSS keeps the rules that can style them. */
export function skeletonClasses(): Set<string> {
  const html = (["home", "punished", "announcements", "other"] as const)
    .map((kind) =>
      renderSkeleton(
        kind,
        "en",
        { site_name: "", logo: { url: "", width: 1, height: 1 }, server_address: "-", discord_url: "-" },
        {
          home: { hero_title: "", hero_text: "", cta: { label: "" }, blocks: ["server_status"] },
          announcements: { announcements: [{ title: "", introduction: "", img: "" }] },
        },
      ),
    )
    .join("");
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

/** The built stylesheet links of index.html (Vite writes one per first-load chunk). */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)"\s*\/?>/g;

/**
 * index.html with the first paint's critical CSS written into it (the rules of the shell's stylesheet
 * the skeleton uses), and the stylesheet itself loaded without blocking that paint (`media="print"`
 * until the entry script turns it on, main.tsx; the app renders once it is in). One request fewer
 * before the first paint, and none that blocks it. A stylesheet that cannot be read stays as it was.
 */
export function inlineStylesheets(template: string, distDir: string): string {
  const classes = skeletonClasses();
  return template.replace(STYLESHEET, (link, href: string) => {
    try {
      const css = readFileSync(join(distDir, href), "utf8");
      // Its own url()s are relative to /assets/: written absolute, as the document is elsewhere.
      const absolute = css.replace(/url\((?!["']?(?:data:|\/|https?:))(["']?)/g, "url($1/assets/");
      const critical = criticalCss(absolute, classes).replace(/<\/style/gi, "<\\/style");
      return `<style>${critical}</style><link rel="stylesheet" href="${href}" media="print" data-app-styles>`;
    } catch {
      return link;
    }
  });
}

/**
 * The ids of the JSON blocks that hand the app what the skeleton was drawn from (web:
 * features/site/api/get-home.ts, features/announcements/api/get-announcements.ts).
 */
const DATA_ELEMENT_IDS: Record<keyof SkeletonData, string> = { home: "home-view", announcements: "announcements-page" };

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
