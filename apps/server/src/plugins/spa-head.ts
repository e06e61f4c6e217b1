import { type AnyLocale, directionOf, msg, THEME_BOOT_SCRIPT, type ThemeChoice } from "@bastion/shared";
import { escapeHtml } from "../lib/escape";
import { translate } from "../lib/i18n/translate";

/**
 * What the served page says about itself before any script runs: what a search engine indexes and
 * what a chat app (Discord, Slack…) shows when a link is pasted (Open Graph and Twitter cards).
 */
export interface PageHead {
  /** The whole document title ("Season 4 opens · Bastion"). */
  title: string;
  description: string;
  type: "website" | "article";
  /** The page's absolute address, when it has one worth naming (an article). */
  url?: string;
  /** An absolute picture address for the link preview. */
  image?: string;
  publishedTime?: string;
  modifiedTime?: string;
}

/** The site's icons as the head links them (issue 30): hashed addresses, or none for the built default. */
export interface HeadIcons {
  icon16?: string;
  icon32?: string;
  appleTouch?: string;
  manifest: string;
}

/** The head's icon and manifest links: the uploaded icons replace the built default icon. */
function withIcons(template: string, icons: HeadIcons | undefined): string {
  if (!icons) return template;
  const links = [
    icons.icon32 ? `<link rel="icon" href="${escapeHtml(icons.icon32)}" sizes="32x32" type="image/png" />` : "",
    icons.icon16 ? `<link rel="icon" href="${escapeHtml(icons.icon16)}" sizes="16x16" type="image/png" />` : "",
    icons.appleTouch ? `<link rel="apple-touch-icon" href="${escapeHtml(icons.appleTouch)}" sizes="180x180" />` : "",
    `<link rel="manifest" href="${escapeHtml(icons.manifest)}" />`,
  ].filter(Boolean);
  const own = icons.icon32 ? template.replace(/<link rel="icon"[^>]*>\s*/, "") : template;
  if (own.includes("</head>")) return own.replace("</head>", () => `  ${links.join("\n    ")}\n  </head>`);
  return own;
}

/** The site's look as the page shell carries it (issue 30): the default theme and the colours' CSS. */
export interface ShellLook {
  defaultTheme: ThemeChoice;
  css: string;
}

/**
 * The `<html>` element with the default theme (`data-default-theme`) and the theme shown before the
 * theme script runs, and the head's theme script (allowed by its CSP hash) and colours. The style
 * comes after the built stylesheet, so its variables win over the compiled ones.
 */
function withLook(template: string, look: ShellLook): { page: string; tags: string[] } {
  const shown = look.defaultTheme === "light" ? "light" : "dark";
  const page = template.replace(/<html([^>]*)>/, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s+data-(bs|default)-theme="[^"]*"/g, "");
    return `<html${rest} data-bs-theme="${shown}" data-default-theme="${look.defaultTheme}">`;
  });
  return {
    page,
    tags: [`<script id="theme-boot">${THEME_BOOT_SCRIPT}</script>`, `<style id="site-look">${look.css}</style>`],
  };
}

/** What apps/web/index.html's `<noscript>` says, the one text a visitor reads that no script writes. */
const NOSCRIPT = msg("This site needs JavaScript to run.");

/**
 * `<html lang dir>` in the page's language (issue 31): the web app starts in the language of `lang`;
 * and the `<noscript>` text in it too.
 */
function withLanguage(template: string, locale: AnyLocale): string {
  return template
    .replace(/<html([^>]*)>/, (_tag, attributes: string) => {
      const rest = attributes.replace(/\s+(lang|dir)="[^"]*"/g, "");
      return `<html lang="${locale}" dir="${directionOf(locale)}"${rest}>`;
    })
    .replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript>${escapeHtml(translate(NOSCRIPT, locale))}</noscript>`);
}

/** Finds what a page is about from its path (an announcement's title…); undefined: the site's defaults. */
export type PageHeadResolver = (path: string) => Promise<PageHead | undefined>;

const meta = (attribute: "name" | "property", key: string, value: string | undefined) =>
  value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : "";

/**
 * The built index.html with this page's title, description and preview tags, and the browser's site
 * configuration as a JSON block (data, never run: the CSP's "no inline script" stands), so the first
 * paint needs no request for it. `<` is escaped in the JSON so no value can close the block.
 */
export function renderShell(
  source: string,
  head: PageHead,
  siteName: string,
  embedded: unknown,
  icons?: HeadIcons,
  look?: ShellLook,
  locale: AnyLocale = "en",
): string {
  const spoken = withLanguage(source, locale);
  const themed = look ? withLook(spoken, look) : { page: spoken, tags: [] };
  const template = themed.page;
  const tags = [
    ...themed.tags,
    meta("name", "description", head.description),
    meta("property", "og:site_name", siteName),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.url),
    meta("property", "og:image", head.image),
    meta("property", "article:published_time", head.publishedTime),
    meta("property", "article:modified_time", head.modifiedTime),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    head.url ? `<link rel="canonical" href="${escapeHtml(head.url)}" />` : "",
    `<script type="application/json" id="site-config">${JSON.stringify(embedded).replace(/</g, "\\u003c")}</script>`,
  ].filter(Boolean);
  // Every insertion goes through a replacer function: a replacement string would read `$'`, `$&`…
  // in a title or description ("Patch $' notes") as patterns and copy parts of the template.
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const withoutDefaults = withIcons(template, icons)
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace(/<meta name="description"[^>]*>\s*/, "");
  if (withoutDefaults.includes("</head>"))
    return withoutDefaults.replace("</head>", () => `  ${tags.join("\n    ")}\n  </head>`);
  // A shell without a head element (a bare test page): right after its title.
  return withoutDefaults.replace("</title>", () => `</title>${tags.join("")}`);
}
