// No zod here: the page shell picks its language with these, on the home page's first load.

/**
 * The languages Bastion ships (issue 31): English is the source, and the spec's quoted texts stay
 * exactly as the spec writes them in English. A language is a BCP 47 tag, as `<html lang>` takes it.
 */
export const LOCALES = ["en", "de", "es", "pt-BR"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/**
 * Pseudo-locales for testing, never offered in the switcher: `en-XA` is English accented and made
 * about 40% longer (a string that did not come from the catalogue stays plain, and a layout that
 * cannot take longer words shows it), `ar-XB` the same written right to left.
 */
export const PSEUDO_LOCALES = ["en-XA", "ar-XB"] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];
export type AnyLocale = Locale | PseudoLocale;

/** Each language's name in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<AnyLocale, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  "en-XA": "[Ëñğļíšĥ]",
  "ar-XB": "[‮English‬]",
};

/** The cookie a visitor's choice is remembered in (a year), read by the server on every request. */
export const LOCALE_COOKIE = "bastion_lang";
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const ALL: readonly AnyLocale[] = [...LOCALES, ...PSEUDO_LOCALES];

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
export const isAnyLocale = (value: unknown): value is AnyLocale => (ALL as readonly unknown[]).includes(value);

/** Which way a language is written: `<html dir>`. */
export const directionOf = (locale: AnyLocale): "ltr" | "rtl" => (locale === "ar-XB" ? "rtl" : "ltr");

/** The catalogue a language's words come from: the pseudo-locales are made from English. */
export const sourceOf = (locale: AnyLocale): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/**
 * One language tag as one of ours, or undefined: the exact tag in any case ("pt-br"), else its
 * language ("de-AT" is German, "pt" and "pt-PT" are Brazilian Portuguese, the one Portuguese we have).
 */
export function matchLocale(tag: string | undefined | null): AnyLocale | undefined {
  if (!tag) return undefined;
  const wanted = tag.trim().toLowerCase();
  const exact = ALL.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0];
  return LOCALES.find((locale) => locale.toLowerCase().split("-")[0] === language);
}

/**
 * The best of our shipped languages for an `Accept-Language` header (RFC 9110: tags by quality,
 * q=0 refused), or undefined when none is wanted. Pseudo-locales are never negotiated.
 */
export function negotiateLocale(header: string | undefined | null): Locale | undefined {
  if (!header) return undefined;
  const wanted = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const match = matchLocale(tag);
    if (match && isLocale(match)) return match;
  }
  return undefined;
}
