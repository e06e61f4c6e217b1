import type { Page } from "@playwright/test";

// Issue 31's walk: every page shown in the pseudo-locale en-XA, in which every letter that comes
// from the catalogue is accented. A word of plain letters on the screen therefore came from
// somewhere else: the site's own data (names, titles, what people wrote), the browser's Intl (a
// month's name: en-XA has no dates of its own), a language's own name in the switcher, or a word
// the code wrote in English, which is what the walk is for.

/**
 * Keeps every text of the site's data as the page is given it: the strings of each JSON answer but
 * its top-level `message` and `errors`, which are the server's words and must be translated too.
 * The page's fetch is wrapped so that an answer's texts are kept before the app sees it: the walk
 * never looks at a screen whose data it has not read (Playwright's response events come a moment
 * after the app has drawn them, and the walk missed some under load).
 */
export async function keepSiteData(page: Page) {
  await page.addInitScript(() => {
    const kept = new Set<string>();
    Object.assign(window, { walkData: kept });
    const add = (value: unknown, depth: number, key?: string) => {
      // The answer's own `message` and `errors`; a `message` inside a list is someone's (a contact message).
      if (depth === 1 && (key === "message" || key === "errors")) return;
      if (typeof value === "string") {
        kept.add(value);
        // An audit entry's target as recorded ("Appeal #14 by Steve"): the console shows it in the page's
        // language with the name or title inside it (audit-target.ts), which is the site's data.
        const named =
          key === "target"
            ? /^(?:Appeal #\d+ by|Message #\d+ from|(?:Announcement #\d+|Page \S+):) (.+)$/s.exec(value)
            : null;
        if (named?.[1]) kept.add(named[1]);
      } else if (Array.isArray(value)) for (const item of value) add(item, depth + 1);
      else if (value && typeof value === "object") {
        for (const [name, item] of Object.entries(value)) add(item, depth + 1, name);
      }
    };
    // The answers the server wrote into the page for its first paint (plugins/spa-skeleton.ts), which
    // the app starts from instead of asking for them.
    document.addEventListener("DOMContentLoaded", () => {
      for (const element of document.querySelectorAll('script[type="application/json"]')) {
        try {
          add(JSON.parse(element.textContent ?? ""), 0);
        } catch {
          // Not data after all.
        }
      }
    });
    const fetchFirst = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await fetchFirst(...args);
      if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
      const text = await response.text();
      try {
        add(JSON.parse(text), 0);
      } catch {
        // Not JSON after all: the app finds that out itself.
      }
      return new Response(text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
  });
}

/** What the walk found on the page shown: English that is not data, and text the screen cuts off. */
export interface WalkProblems {
  english: string[];
  cutOff: string[];
}

/** Words that are no language's (product and format names) and each language's own name in the switcher. */
const NO_LANGUAGE = [
  ...["Minecraft", "Discord", "Bastion", "LiteBans", "SQLite", "PostgreSQL", "RSS", "API", "CSV", "JSON", "URL", "QR"],
  ...["SHA", "KB", "MB", "GB", "kB", "English", "Deutsch", "Brasil"],
];

/**
 * Looks at the page shown: its visible texts, placeholders and options; and what is cut off or wider
 * than the screen. The site's data is what keepSiteData kept and `seeded`, the texts the test seeded.
 */
export function walkProblems(page: Page, seeded: string[]): Promise<WalkProblems> {
  return page.evaluate(
    ({ seededTexts, allowed }) => {
      const kept = (window as unknown as { walkData?: Set<string> }).walkData ?? new Set<string>();
      const dataTexts = [...seededTexts, ...kept];
      // The data's texts as they are shown: an HTML text (an announcement's body) in its pieces, and
      // white space as HTML shows it (a message's lines run on in a list).
      const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();
      const pieces = new Set<string>();
      for (const text of dataTexts) {
        if (text.includes("<")) {
          const body = new DOMParser().parseFromString(text, "text/html").body;
          const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const piece = squeeze(node.textContent ?? "");
            if (piece) pieces.add(piece);
          }
        }
        const trimmed = squeeze(text);
        if (trimmed) pieces.add(trimmed);
      }
      const embedded = document.getElementById("site-config")?.textContent;
      if (embedded) {
        const add = (value: unknown): void => {
          if (typeof value === "string") pieces.add(value.trim());
          else if (value && typeof value === "object") for (const item of Object.values(value)) add(item);
        };
        add(JSON.parse(embedded));
      }
      // What the visitor typed into the address (a search shown back).
      for (const value of new URLSearchParams(location.search).values()) pieces.add(value);
      // Each taken out only where it stands whole: a group named "owner" leaves "#ownername" be.
      const longestFirst = [...pieces]
        .filter((piece) => piece.length > 1)
        .sort((a, b) => b.length - a.length)
        .map((piece): [string, RegExp] => {
          const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          return [piece, new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, "gu")];
        });
      const everything = [...pieces];

      // What Intl writes in English for en-XA: months, weekdays, day periods, relative times, lists.
      const intlWords = new Set<string>(allowed);
      const addWords = (text: string) => {
        for (const word of text.match(/\p{L}+/gu) ?? []) intlWords.add(word);
      };
      const sample = new Date(Date.UTC(2026, 0, 5, 15, 4));
      for (let month = 0; month < 12; month++) {
        const date = new Date(Date.UTC(2026, month, 5 + month, 15));
        for (const style of ["long", "short"] as const) {
          addWords(new Intl.DateTimeFormat("en", { month: style, weekday: style }).format(date));
        }
      }
      // Morning and afternoon: a run that crosses midnight shows "12:00 AM".
      for (const dateStyle of ["full", "long", "medium", "short"] as const) {
        for (const at of [sample, new Date(sample.getTime() - 12 * 3_600_000)]) {
          addWords(new Intl.DateTimeFormat("en", { dateStyle, timeStyle: "short" }).format(at));
        }
      }
      const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
      const units = ["second", "minute", "hour", "day", "week", "month", "year"] as const;
      for (const unit of units) for (const amount of [-2, -1, 0, 1, 2]) addWords(relative.format(amount, unit));
      addWords(new Intl.ListFormat("en").format(["a", "b", "c"]));
      addWords(new Intl.ListFormat("en", { type: "disjunction" }).format(["a", "b"]));

      /** The plain-letter words in `text` once the data's texts are taken out; none when it is a piece of data cut short. */
      const englishIn = (text: string): string[] => {
        // A file's extension (.png) and a template's variable (#name) are no language's either.
        let rest = squeeze(text);
        for (const [piece, whole] of longestFirst) if (rest.includes(piece)) rest = rest.replace(whole, " ");
        rest = rest.replace(/[.#][A-Za-z_]\w*/g, " ");
        const words = (rest.match(/\p{L}+/gu) ?? []).filter(
          (word) => word.length > 1 && /^[A-Za-z]+$/.test(word) && !intlWords.has(word),
        );
        if (words.length === 0) return [];
        // An excerpt: the start of a longer text, cut with an ellipsis.
        const cut = squeeze(text).replace(/…$/, "").trim();
        if (cut.length > 8 && everything.some((piece) => piece.includes(cut))) return [];
        return words;
      };

      const PSEUDO_LETTER = /[áƀçðéƒğĥíĵķļɱñöþǫŕšţüṽŵẋýžÁƁÇÐÉƑĞĤÍĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ]/;
      const hidden = (element: Element) =>
        !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
        element.closest(".visually-hidden, .visually-hidden-focusable, [translate='no'], code, pre, kbd, samp") !==
          null;
      const english: string[] = [];
      const cutOff: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        const parent = node.parentElement;
        if (!parent || !text.trim() || ["SCRIPT", "STYLE", "NOSCRIPT", "OPTION", "TEMPLATE"].includes(parent.tagName))
          continue;
        if (hidden(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        const words = englishIn(text);
        if (words.length > 0) english.push(`"${text.trim().slice(0, 90)}" (${words.slice(0, 4).join(", ")})`);
        // Cut off: an ancestor that hides what overflows it ends before the text does. A scrolling
        // one does not cut: what it holds is reached by scrolling.
        for (let box2 = parent as Element | null; box2 && box2 !== document.body; box2 = box2.parentElement) {
          const style = getComputedStyle(box2);
          if (["auto", "scroll"].includes(style.overflowX)) break;
          if (!["hidden", "clip"].includes(style.overflowX)) continue;
          const edge = box2.getBoundingClientRect();
          // A box of a pixel is a screen reader's text (a table's head on a phone), not shown.
          if (edge.width <= 1 || edge.height <= 1) break;
          // A person's text shortened on purpose, with an ellipsis (a message's first line in a list).
          const isData = words.length === 0 && !PSEUDO_LETTER.test(text);
          if (isData && style.textOverflow === "ellipsis") break;
          if (box.right > edge.right + 1 || box.left < edge.left - 1) {
            cutOff.push(`"${text.trim().slice(0, 60)}" in <${box2.tagName.toLowerCase()} class="${box2.className}">`);
            break;
          }
        }
      }
      for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        "input[placeholder], textarea[placeholder]",
      )) {
        if (hidden(field)) continue;
        const words = englishIn(field.placeholder);
        if (words.length > 0) english.push(`placeholder "${field.placeholder}" (${words.join(", ")})`);
      }
      for (const select of document.querySelectorAll("select")) {
        if (hidden(select)) continue;
        for (const option of select.options) {
          const words = englishIn(option.text);
          if (words.length > 0) english.push(`option "${option.text}" (${words.join(", ")})`);
        }
      }
      const width = document.documentElement.scrollWidth;
      if (width > window.innerWidth + 1)
        cutOff.push(`the page is ${width} px wide on a ${window.innerWidth} px screen`);
      return { english: [...new Set(english)], cutOff: [...new Set(cutOff)] };
    },
    { seededTexts: seeded, allowed: NO_LANGUAGE },
  );
}
