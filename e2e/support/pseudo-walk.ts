import type { Page } from "@playwright/test";

/**
 * Words that are the same in every language and so never accented by the pseudo-locale: product
 * names, and what Intl writes itself (months, weekdays, AM/PM in English for en-XA).
 */
function alwaysWords(): string[] {
  const words = [
    "Bastion",
    "Minecraft",
    "Discord",
    "LiteBans",
    "Colony",
    "Java",
    "Bedrock",
    "TOTP",
    "QR",
    "URL",
    "API",
    "RSS",
    "HTML",
    "ZIP",
    "PNG",
    "JPEG",
    "WebP",
    "GIF",
    "SVG",
    "UUID",
    "CSV",
    "JSON",
    "ICU",
    "HTTPS",
    "HTTP",
    "IPv4",
    "IPv6",
  ];
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(Date.UTC(2026, month, 15));
    for (const style of ["long", "short"] as const)
      words.push(date.toLocaleString("en", { month: style, timeZone: "UTC" }));
  }
  for (let day = 0; day < 7; day += 1) {
    const date = new Date(Date.UTC(2026, 10, 16 + day));
    for (const style of ["long", "short"] as const)
      words.push(date.toLocaleString("en", { weekday: style, timeZone: "UTC" }));
  }
  return [...words, "AM", "PM"];
}

/** What one screen shows that did not come from the catalogue, or that does not fit, at its width. */
export interface WalkProblem {
  kind: "english" | "overflow" | "cut";
  text: string;
}

/**
 * The screen's text that is English although the site is shown in a pseudo-locale (no accented
 * letter in it), leaving out what the site's data says (`data`: every string the API and the page's
 * embedded configuration answered, names, titles, comments) and `translate="no"` content; the page's
 * width when it scrolls sideways; and words cut off by an ellipsis or a hidden overflow.
 */
export async function walkProblems(page: Page, data: string[]): Promise<WalkProblem[]> {
  return page.evaluate(
    ({ data, always }) => {
      const problems: { kind: "english" | "overflow" | "cut"; text: string }[] = [];
      const accented = /[áƀçðéƒğĥíĵķļɱñöþǫŕšţüṽŵẋýžÁƁÇÐÉƑĞĤÍĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ]/;
      const dataText = data.join("\n");
      const isData = (text: string) => text.length >= 2 && dataText.includes(text);
      const strip = (text: string) => {
        let rest = text;
        for (const word of always) rest = rest.split(word).join(" ");
        return rest;
      };
      const englishIn = (text: string) => {
        if (accented.test(text) || isData(text)) return false;
        // Words of three letters or more, once the names and data in the text are taken out.
        let rest = strip(text);
        for (const value of data) if (value.length >= 3 && rest.includes(value)) rest = rest.split(value).join(" ");
        return /[A-Za-z]{3,}/.test(rest);
      };
      const skipped = (element: Element) =>
        element.closest(
          '[translate="no"], script, style, noscript, code, pre, kbd, samp, textarea, [contenteditable="true"]',
        ) !== null;
      const seen = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
        if (!element || !text || skipped(element) || seen.has(text)) continue;
        const hiddenForAll =
          !element.checkVisibility() && element.closest(".visually-hidden, .visually-hidden-focusable") === null;
        if (hiddenForAll) continue;
        seen.add(text);
        if (englishIn(text)) problems.push({ kind: "english", text });
      }
      // What a screen reader or a tooltip reads: labels, placeholders, titles, alternative text.
      for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
        if (skipped(element)) continue;
        for (const attribute of ["aria-label", "placeholder", "title", "alt"]) {
          const value = element.getAttribute(attribute)?.trim();
          if (value && !seen.has(value) && englishIn(value)) {
            seen.add(value);
            problems.push({ kind: "english", text: `[${attribute}] ${value}` });
          }
        }
      }
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width + 1) {
        const widest = [...document.body.querySelectorAll<HTMLElement>("*")]
          .filter((element) => element.getBoundingClientRect().right > width + 1 && element.checkVisibility())
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ").join(".")}` : ""}`,
          )
          .slice(0, 3);
        problems.push({
          kind: "overflow",
          text: `the page is ${document.documentElement.scrollWidth} px wide at ${width}: ${widest.join(", ")}`,
        });
      }
      for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
        if (skipped(element) || !element.checkVisibility() || element.children.length > 0) continue;
        const style = getComputedStyle(element);
        const clips =
          style.textOverflow === "ellipsis" || (style.overflowX === "hidden" && style.whiteSpace === "nowrap");
        const text = element.textContent?.trim() ?? "";
        if (clips && text && !isData(text) && element.scrollWidth > element.clientWidth + 1) {
          problems.push({ kind: "cut", text });
        }
      }
      return problems;
    },
    { data, always: alwaysWords() },
  );
}

/**
 * Collects every string the site's API answers on `page` (and the embedded site configuration):
 * what the site's data says, which the walk does not ask to be translated.
 */
export function collectData(page: Page): string[] {
  const values: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === "string") {
      if (value.trim().length >= 2) values.push(value.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) add(item);
    } else if (value && typeof value === "object") {
      for (const item of Object.values(value)) add(item);
    }
  };
  page.on("response", async (response) => {
    if (!(response.headers()["content-type"] ?? "").includes("application/json")) return;
    try {
      add(await response.json());
    } catch {
      // A body already gone (a navigation away): nothing to learn from it.
    }
  });
  page.on("load", async () => {
    try {
      const text = await page.locator("#site-config").textContent();
      if (text) add(JSON.parse(text));
    } catch {
      // No configuration on this page (an error page of the server's).
    }
  });
  return values;
}
