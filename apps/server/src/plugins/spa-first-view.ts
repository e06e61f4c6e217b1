import {
  type AnnouncementListItem,
  type AnyLocale,
  msg,
  PLAYER_NAME_MAX,
  PUNISHMENT_TYPE_FILTERS,
  type PunishedPlayersResponse,
  type PunishmentType,
  type PunishmentTypeFilter,
  SERVER_PATHS,
  type ServerStatus,
} from "@bastion/shared";
import { escapeHtml } from "../lib/escape";
import { translate, translateSource } from "../lib/i18n/translate";

/**
 * The public lists' first views as the server draws them (issue 33): the punishments' first page and
 * the announcements' cards, in the markup and words of the web app's own components
 * (punished-players-page.tsx and its table, filters and pager; announcement-card.tsx), with real
 * links and forms, so a phone can read and follow them before the app has started (web: lib/first-view.ts).
 */

// The app's words (its `punishments`, `announcements` and `common` catalogues), in the server's.
const WORDS = {
  searchLabel: msg("Search Player Name"),
  search: msg("Search"),
  typeLabel: msg("Punishment type"),
  caption: msg("Punishments, newest first"),
  player: msg("Player"),
  type: msg("Type"),
  reason: msg("Reason"),
  issuedBy: msg("Issued By"),
  date: msg("Date"),
  until: msg("Until"),
  none: msg("N/A"),
  permanently: msg("Permanently"),
  pagesTop: msg("Punishment pages, top"),
  pages: msg("Punishment pages"),
  first: msg("First page"),
  previous: msg("Previous page"),
  next: msg("Next page"),
  last: msg("Last page"),
  empty: msg("No punishments were found."),
  emptyAnnouncements: msg("No announcements yet"),
  rss: msg("RSS"),
};

const FILTER_WORDS: Record<PunishmentTypeFilter, string> = {
  All: msg("All"),
  Ban: msg("Bans"),
  Mute: msg("Mutes"),
  Kick: msg("Kicks"),
  Warning: msg("Warnings"),
};

const TYPE_WORDS: Record<PunishmentType, string> = {
  Ban: msg("Ban"),
  Mute: msg("Mute"),
  Kick: msg("Kick"),
  Warning: msg("Warning"),
};

/** The badge colours of type-badge.tsx. */
const TYPE_BADGE: Record<PunishmentType, string> = {
  Ban: "text-bg-danger",
  Mute: "text-bg-warning",
  Kick: "text-bg-info",
  Warning: "text-bg-secondary",
};

const say = (text: string, locale: AnyLocale) => escapeHtml(translate(text, locale));

/** The language for Intl: a pseudo-language (en-XA, ar-XB) writes English's dates and numbers. */
const intlLocale = (locale: AnyLocale) => (Intl.DateTimeFormat.supportedLocalesOf(locale).length ? locale : "en");

/**
 * Dates as the app writes them, but in UTC and saying so: the server does not know the visitor's
 * time zone; the app writes them again in it when it starts. One formatter per language and style.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: AnyLocale, style: "date" | "time"): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let known = formatters.get(key);
  if (!known) {
    const options: Intl.DateTimeFormatOptions =
      style === "date"
        ? { dateStyle: "long", timeZone: "UTC" }
        : {
            year: "numeric",
            month: "short",
            day: "numeric",
            hour: "numeric",
            minute: "2-digit",
            timeZone: "UTC",
            timeZoneName: "short",
          };
    known = new Intl.DateTimeFormat(intlLocale(locale), options);
    formatters.set(key, known);
  }
  return known;
}

/** `<time>` of an ISO date; a value that is not a date is shown as it came. */
function time(iso: string, locale: AnyLocale, style: "date" | "time", classes = ""): string {
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime()) ? iso : formatter(locale, style).format(date);
  return `<time datetime="${escapeHtml(iso)}"${classes ? ` class="${classes}"` : ""}>${escapeHtml(text)}</time>`;
}

/**
 * The search field and the type, as plain forms: the search is sent as the app's own URL
 * (/punished/?search=), which the app then answers; the type asks for the app (it changes on select).
 * `data-replay` names the app's control that takes over the focus and what was typed (web: lib/first-view.ts).
 */
function filters(locale: AnyLocale): string {
  const options = PUNISHMENT_TYPE_FILTERS.map(
    (value) =>
      `<option value="${value}"${value === "All" ? " selected" : ""}>${say(FILTER_WORDS[value], locale)}</option>`,
  ).join("");
  return (
    `<div class="row g-2 align-items-end punishment-filters"><search class="col-12 col-md">` +
    `<form method="get" action="/punished/"><label for="first-view-search" class="visually-hidden">${say(WORDS.searchLabel, locale)}</label>` +
    `<div class="input-group"><input id="first-view-search" name="search" type="search" class="form-control" placeholder="${say(WORDS.searchLabel, locale)}" maxlength="${PLAYER_NAME_MAX}" autocomplete="off" spellcheck="false" data-replay=".punishment-filters input[type=search]">` +
    `<button type="submit" class="btn btn-primary">${say(WORDS.search, locale)}</button></div></form></search>` +
    `<div class="col-12 col-md-auto"><label for="first-view-type" class="visually-hidden">${say(WORDS.typeLabel, locale)}</label>` +
    `<select id="first-view-type" name="type" class="form-select punishment-type-select" data-replay=".punishment-type-select">${options}</select></div></div>`
  );
}

const PAGE_OF = msg("Page {page, number} of {count, number}");

/** The pager of punishment-pager.tsx on page 1 of `count`: first and previous disabled. */
function pager(count: number, placement: "top" | "bottom", locale: AnyLocale): string {
  if (count <= 1) return placement === "top" ? `<div class="pager-placeholder mt-3" aria-hidden="true"></div>` : "";
  const item = (symbol: string, label: string, page: number | undefined) => {
    const content = `<span aria-hidden="true">${symbol}</span><span class="visually-hidden">${say(label, locale)}</span>`;
    return page === undefined
      ? `<li class="page-item disabled"><span class="page-link">${content}</span></li>`
      : `<li class="page-item"><a class="page-link" href="/punished/?page=${page}">${content}</a></li>`;
  };
  const current = translateSource(PAGE_OF, { page: 1, count }, locale);
  return (
    `<nav aria-label="${say(placement === "top" ? WORDS.pagesTop : WORDS.pages, locale)}" class="d-flex justify-content-center mt-3"><ul class="pagination mb-0">` +
    item("«", WORDS.first, undefined) +
    item("‹", WORDS.previous, undefined) +
    `<li class="page-item active" aria-current="page"><span class="page-link">${escapeHtml(current)}</span></li>` +
    item("›", WORDS.next, 2) +
    item("»", WORDS.last, count) +
    `</ul></nav>`
  );
}

const COLUMNS = [
  ["player", "cell-player"],
  ["type", "cell-type"],
  ["reason", "cell-reason"],
  ["issuedBy", "cell-issuer"],
  ["date", "cell-date"],
  ["until", "cell-until"],
] as const;

/** One row of punishments-table.tsx; the player's name is the link to the record. */
function row(
  { id, player, type, reason, actioned_by, date, until }: PunishedPlayersResponse["punishments"][number],
  locale: AnyLocale,
): string {
  const label = (column: (typeof COLUMNS)[number][0]) => say(WORDS[column], locale);
  const end =
    type === "Kick"
      ? `<span class="text-body-secondary">${say(WORDS.none, locale)}</span>`
      : until
        ? time(until, locale, "time")
        : say(WORDS.permanently, locale);
  return (
    `<tr><td data-label="${label("player")}" class="cell-player fw-semibold"><a href="/punished/${id}/" class="link-body-emphasis text-decoration-none">${escapeHtml(player)}</a></td>` +
    `<td data-label="${label("type")}" class="cell-type"><span class="badge ${TYPE_BADGE[type]} punishment-type">${say(TYPE_WORDS[type], locale)}</span></td>` +
    `<td data-label="${label("reason")}" class="cell-reason punishment-reason" title="${escapeHtml(reason)}"><span class="punishment-reason-text">${escapeHtml(reason)}</span></td>` +
    `<td data-label="${label("issuedBy")}" class="cell-issuer">${escapeHtml(actioned_by)}</td>` +
    `<td data-label="${label("date")}" class="cell-date">${time(date, locale, "time")}</td>` +
    `<td data-label="${label("until")}" class="cell-until">${end}</td></tr>`
  );
}

/** /punished/'s first page below its heading and introduction: filters, pagers, the table. */
export function punishedFirstPage(list: PunishedPlayersResponse, locale: AnyLocale): string {
  const count = list.pageNumbers.length;
  const table = list.punishments.length
    ? `<div class="table-responsive"><table class="record-table punishments-table align-middle mb-0 table table-hover">` +
      `<caption class="visually-hidden">${say(WORDS.caption, locale)}</caption><thead><tr>` +
      COLUMNS.map(([word]) => `<th scope="col">${say(WORDS[word], locale)}</th>`).join("") +
      `</tr></thead><tbody>${list.punishments.map((punishment) => row(punishment, locale)).join("")}</tbody></table></div>`
    : `<p class="text-center text-body-secondary fs-5 py-5 px-3 mb-0" role="status">${say(WORDS.empty, locale)}</p>`;
  return (
    filters(locale) +
    pager(count, "top", locale) +
    `<div class="punishments-card mt-3">${table}</div>` +
    pager(count, "bottom", locale)
  );
}

/**
 * The picture of an announcement without one (default-cover.tsx): its gradients are defined once in
 * the page (coverDefinitions), so the cards share them without repeating ids.
 */
const COVER =
  `<svg class="card-img-top announcement-cover" viewBox="0 0 1200 630" width="1200" height="630" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">` +
  `<rect width="1200" height="630" fill="url(#first-view-sky)"/><rect width="1200" height="630" fill="url(#first-view-glow)"/><rect width="1200" height="630" fill="url(#first-view-glow2)"/>` +
  `<path d="M0 470h120v-40h120v-60h120v40h120v-80h120v60h120v-40h120v80h120v-60h120v40h120v160H0z" fill="#1f3a2c"/>` +
  `<path d="M0 530h160v-30h160v20h160v-40h160v30h160v-20h160v30h240v140H0z" fill="#2b5a3f"/><path d="M0 580h1200v50H0z" fill="#3d2b1f"/>` +
  `<g transform="translate(520 190)" fill="none" stroke="#6ee7b7" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">` +
  `<path d="M20 70h40l90-50v140L60 110H20z"/><path d="M60 110l18 60h28l-12-52"/><path d="M185 55c18 12 18 58 0 70"/><path d="M210 30c34 26 34 94 0 120"/></g></svg>`;

const COVER_DEFINITIONS =
  `<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><defs>` +
  `<linearGradient id="first-view-sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2433"/><stop offset="1" stop-color="#12151c"/></linearGradient>` +
  `<radialGradient id="first-view-glow" cx="0.22" cy="0.1" r="0.7"><stop offset="0" stop-color="#6ee7b7" stop-opacity="0.28"/><stop offset="1" stop-color="#6ee7b7" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="first-view-glow2" cx="0.9" cy="0.35" r="0.6"><stop offset="0" stop-color="#5865f2" stop-opacity="0.3"/><stop offset="1" stop-color="#5865f2" stop-opacity="0"/></radialGradient>` +
  `</defs></svg>`;

const READ_MORE = msg("Read more");
/** Sources with values, formatted in every language (English too) by translateSource. */
const READ_MORE_ABOUT = msg("Read more: {title}");

/** announcement-card.tsx's card: cover, title, introduction, date, and Read more (the whole card is the link). */
function card(
  { id, title, introduction, img, created_at }: AnnouncementListItem,
  eager: boolean,
  heading: 2 | 3,
  locale: AnyLocale,
) {
  const cover = img
    ? `<img src="${escapeHtml(img)}" class="card-img-top announcement-cover" alt="" width="1200" height="630" loading="${eager ? "eager" : "lazy"}" decoding="async">`
    : COVER;
  const label = translateSource(READ_MORE_ABOUT, { title }, locale);
  return (
    `<article class="card h-100 announcement-card">${cover}<div class="card-body d-flex flex-column">` +
    `<h${heading} class="h5 card-title">${escapeHtml(title)}</h${heading}>` +
    `<p class="card-text text-body-secondary announcement-introduction">${escapeHtml(introduction)}</p>` +
    `<div class="mt-auto d-flex justify-content-between align-items-center pt-2">${time(created_at, locale, "date", "small text-body-secondary")}` +
    `<a href="/announcements/${id}/" class="stretched-link fw-semibold" aria-label="${escapeHtml(label)}">${say(READ_MORE, locale)}</a></div></div></article>`
  );
}

/** The cards of a page of announcements, each in its column of the grid. */
export function announcementCards(
  list: readonly AnnouncementListItem[],
  locale: AnyLocale,
  heading: 2 | 3 = 2,
): string {
  if (!list.length) return "";
  const cards = list.map((item, index) => `<div class="col">${card(item, index < 3, heading, locale)}</div>`);
  return COVER_DEFINITIONS + cards.join("");
}

const RSS_ICON = `<svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false"><path d="M2 0a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V2a2 2 0 0 0-2-2zm1.5 2.5c5.523 0 10 4.477 10 10a1 1 0 1 1-2 0 8 8 0 0 0-8-8 1 1 0 0 1 0-2m0 4a6 6 0 0 1 6 6 1 1 0 1 1-2 0 4 4 0 0 0-4-4 1 1 0 0 1 0-2m.5 7a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3"/></svg>`;

/** The feed's link beside the list's heading (announcement-list-page.tsx): a plain link in the app too. */
export const feedLink = (locale: AnyLocale) =>
  `<a href="${SERVER_PATHS.announcementsFeed}" class="btn btn-outline-warning btn-sm d-inline-flex gap-2 align-items-center">${RSS_ICON}${say(WORDS.rss, locale)}</a>`;

/** The list's words when it has nothing yet. */
export const noAnnouncements = (locale: AnyLocale) =>
  `<p class="text-body-secondary fs-5 text-center py-5">${say(WORDS.emptyAnnouncements, locale)}</p>`;

// The home page's side card (home-page.tsx): the game server's status, or the community's places.
const STATUS = {
  title: msg("Server status"),
  online: msg("Online"),
  offline: msg("Offline"),
  icon: msg("Server icon"),
  players: msg("<0>{online}</0><1> / {max}</1> players online"),
  version: msg("Version"),
  ping: msg("Ping"),
  offlineTitle: msg("Server is offline for maintenance"),
  offlineText: msg("We will be back shortly. The status refreshes on its own."),
};

const FALLBACK_ICON = "/images/favicon.svg";

/** The players line of server-status-card.tsx: the catalogue's <0> and <1> are its two spans. */
function playersLine(online: number, max: number, locale: AnyLocale): string {
  const numbers = new Intl.NumberFormat(intlLocale(locale));
  const text = translateSource(STATUS.players, { online: numbers.format(online), max: numbers.format(max) }, locale);
  return escapeHtml(text)
    .replace("&lt;0&gt;", '<span class="players-count">')
    .replace("&lt;1&gt;", '<span class="players-max">')
    .replace(/&lt;\/[01]&gt;/g, "</span>");
}

/**
 * server-status-card.tsx's card for a status the server holds: online (icon, MOTD, players, version,
 * ping) or offline. The MOTD's HTML is the status answer's, built and escaped by the server.
 */
export function statusCard(status: ServerStatus, locale: AnyLocale): string {
  const badge =
    `<span class="status-badge ${status.online ? "is-online" : "is-offline"}"><span class="status-dot" aria-hidden="true"></span>` +
    `${say(status.online ? STATUS.online : STATUS.offline, locale)}</span>`;
  let body: string;
  if (status.online) {
    const { players } = status;
    const fill = players.max > 0 ? Math.min(100, Math.round((players.online / players.max) * 100)) : 0;
    const facts = [
      status.version ? `<div><dt>${say(STATUS.version, locale)}</dt><dd>${escapeHtml(status.version)}</dd></div>` : "",
      status.latency !== null
        ? `<div><dt>${say(STATUS.ping, locale)}</dt><dd>${escapeHtml(new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit: "millisecond" }).format(status.latency))}</dd></div>`
        : "",
    ].join("");
    body =
      `<div class="d-flex gap-3 align-items-start"><img src="${escapeHtml(status.icon ?? FALLBACK_ICON)}" width="64" height="64" alt="${say(STATUS.icon, locale)}" class="status-icon">` +
      `<div class="motd flex-grow-1">${status.motd.html}</div></div>` +
      `<div class="mt-4"><p class="players mb-2">${playersLine(players.online, players.max, locale)}</p>` +
      `<div class="players-bar" aria-hidden="true"><div class="players-bar-fill" style="width:${fill}%"></div></div></div>` +
      (facts ? `<dl class="status-facts mt-3 mb-0">${facts}</dl>` : "");
  } else {
    body =
      `<div class="d-flex gap-3 align-items-center"><img src="${FALLBACK_ICON}" width="64" height="64" alt="" class="status-icon is-offline">` +
      `<div><p class="fw-semibold mb-1">${say(STATUS.offlineTitle, locale)}</p><p class="small text-body-secondary mb-0">${say(STATUS.offlineText, locale)}</p></div></div>`;
  }
  return (
    `<section class="status-card rounded-4 p-4" aria-labelledby="status-title"><div class="d-flex justify-content-between align-items-center mb-3">` +
    `<h2 id="status-title" class="status-title mb-0">${say(STATUS.title, locale)}</h2>${badge}</div>${body}</section>`
  );
}

const PLACES: { to: string; name: string; text: string; module?: string }[] = [
  { to: "/announcements/", name: msg("Announcements"), text: msg("News and events from the team.") },
  {
    to: "/punished/",
    name: msg("Punished players"),
    text: msg("The public record of bans, mutes, kicks and warnings."),
  },
  {
    to: "/appeals/",
    name: msg("Appeals"),
    text: msg("Think a punishment was a mistake? Tell us why."),
    module: "appeals",
  },
  { to: "/contact-us/", name: msg("Contact us"), text: msg("A question for the staff.") },
];

/** community-card.tsx: the places of the site, in the status card's place while no game server is set. */
export function communityCard(modules: Readonly<Record<string, boolean>> | undefined, locale: AnyLocale): string {
  const places = PLACES.filter((place) => !place.module || modules?.[place.module] !== false)
    .map(
      (place) =>
        `<li><a href="${place.to}" class="fw-semibold">${say(place.name, locale)}</a><p class="small text-body-secondary mb-0">${say(place.text, locale)}</p></li>`,
    )
    .join("");
  return (
    `<section class="status-card rounded-4 p-4" aria-labelledby="community-title"><h2 id="community-title" class="status-title mb-3">${say(msg("Around the community"), locale)}</h2>` +
    `<ul class="community-places list-unstyled mb-0">${places}</ul></section>`
  );
}

// The home page's blocks below the hero (app/home/home-page.tsx) that the server can draw whole.
const JOIN = {
  title: msg("How to join"),
  steps: [
    [msg("Open the game"), msg("Start Minecraft: Java Edition and choose Multiplayer.")],
    [msg("Add the server"), msg("Click Add Server and paste the address you copied above.")],
  ],
  hello: msg("Join and say hello"),
  helloText: msg("Pick a spot, build with friends, and say hello in the chat."),
  helloDiscord: msg("Pick a spot, build with friends, and meet everyone on <0>Discord</0>."),
};

/** home-page.tsx's HowToJoin: three steps, the last one pointing to Discord where the site has it. */
export function howToJoin(discord: boolean, locale: AnyLocale): string {
  const hello = discord
    ? escapeHtml(translate(JOIN.helloDiscord, locale))
        .replace("&lt;0&gt;", '<a href="/discord/">')
        .replace("&lt;/0&gt;", "</a>")
    : say(JOIN.helloText, locale);
  const steps: [string, string][] = [
    ...JOIN.steps.map(([title = "", text = ""]): [string, string] => [say(title, locale), say(text, locale)]),
    [say(JOIN.hello, locale), hello],
  ];
  return (
    `<section class="container py-5" aria-labelledby="join-title"><h2 id="join-title" class="h4 fw-bold mb-4">${say(JOIN.title, locale)}</h2>` +
    `<ol class="join-steps row g-3 list-unstyled mb-0">${steps
      .map(
        ([title, text], index) =>
          `<li class="col-md-4"><div class="join-step h-100 rounded-4 p-4"><span class="join-step-number" aria-hidden="true">${index + 1}</span>` +
          `<h3 class="h6 fw-bold mt-3 mb-1">${title}</h3><p class="text-body-secondary mb-0">${text}</p></div></li>`,
      )
      .join("")}</ol></section>`
  );
}

/** latest-announcements.tsx: the newest `count` cards and the way to all of them; nothing without news. */
export function latestNews(list: readonly AnnouncementListItem[], count: number, locale: AnyLocale): string {
  if (!list.length) return "";
  return (
    `<section class="container pt-5" aria-labelledby="latest-news-title"><div class="d-flex flex-wrap align-items-baseline gap-2 mb-4">` +
    `<h2 id="latest-news-title" class="h4 fw-bold mb-0 me-auto">${say(msg("Latest news"), locale)}</h2><a href="/announcements/">${say(msg("All announcements"), locale)}</a></div>` +
    `<div class="row row-cols-1 row-cols-md-3 g-4">${announcementCards(list.slice(0, count), locale, 3)}</div></section>`
  );
}
