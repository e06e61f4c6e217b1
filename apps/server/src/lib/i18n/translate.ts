import {
  type AnyLocale,
  type CompiledMessage,
  DEFAULT_LOCALE,
  type FieldErrors,
  isLocale,
  type Locale,
  type MessageSource,
  type MessageValues,
  pseudoCompiled,
  rememberMessage,
  sourceOfText,
} from "@bastion/shared";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage as compileIcu } from "@lingui/message-utils/compileMessage";
import { SERVER_CATALOGUES, type TranslatedLocale } from "../../locales";

// Issue 31, ADR 033: the server's words in the reader's language. Code writes English (its ICU
// source, with `msg` or `msgWith`); the answer is translated once, at the end, for the request's
// language (plugins/errors.ts, plugins/translate-answers.ts), and e-mails for their recipient's.

/** An ICU message compiled (Lingui's form is the shared package's CompiledMessage, less strictly typed). */
const compileMessage = (message: string) => compileIcu(message) as CompiledMessage;

/** One language's messages, compiled: English source to compiled translation. */
function compiledCatalogue(locale: TranslatedLocale): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  for (const catalogue of Object.values(SERVER_CATALOGUES[locale])) {
    for (const [source, message] of Object.entries(catalogue)) out[source] = compileMessage(message);
  }
  return out;
}

const books = new Map<AnyLocale, I18n>();
/** The English sources the catalogues translate (every language has the same keys: the check). */
const known = new Set(Object.values(SERVER_CATALOGUES.de).flatMap((catalogue) => Object.keys(catalogue)));

/** Lingui for one language, built on first use; one instance per language, never re-activated. */
function book(locale: AnyLocale): I18n {
  let i18n = books.get(locale);
  if (!i18n) {
    const messages: Record<string, CompiledMessage> = isLocale(locale)
      ? locale === "en"
        ? {}
        : compiledCatalogue(locale)
      : Object.fromEntries([...known].map((source) => [source, pseudoCompiled(compileMessage(source), locale)]));
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    if (locale === "en") i18n.setMessagesCompiler(compileIcu);
    books.set(locale, i18n);
  }
  return i18n;
}

const plainValues = (values: MessageValues, locale: AnyLocale) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "object" ? translate(value.nested, locale) : value,
    ]),
  );

/** A source with its values in a language (English when the catalogue lacks it). */
function format({ source, values }: MessageSource, locale: AnyLocale): string | undefined {
  if (locale === "en" || !known.has(source)) return undefined;
  return book(locale)._(source, values ? plainValues(values, locale) : undefined);
}

/**
 * An English text the code wrote, in `locale`: looked up by the source it was made from (`msg`,
 * `msgWith`). A text no catalogue knows (a name, an owner's own words) stays as it is.
 */
export function translate(text: string, locale: AnyLocale): string {
  if (locale === "en") return text;
  return format(sourceOfText(text), locale) ?? text;
}

/** Every field's messages in `locale`. */
export function translateErrors(errors: FieldErrors, locale: AnyLocale): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((text) => translate(text, locale))]),
  );
}

/** A message in `locale` from its source and values, without going through English (e-mails). */
export function translateSource(source: string, values: MessageValues | undefined, locale: AnyLocale): string {
  return format({ source, values }, locale) ?? englishOf(source, values);
}

function englishOf(source: string, values: MessageValues | undefined): string {
  return book("en")._(source, values ? plainValues(values, "en") : undefined);
}

/**
 * A message made while answering, with ICU placeholders (plural, select, number): its English text,
 * remembered for a while so the end of the request can write it in the reader's language.
 */
export function msgWith(source: string, values: MessageValues): string {
  const text = englishOf(source, values);
  rememberMessage(text, { source, values });
  return text;
}

/** A writer of messages in one language (an e-mail's): `words(msg("Hello {username},"), { username })`. */
export const wordsIn =
  (locale: AnyLocale) =>
  (source: string, values?: MessageValues): string =>
    translateSource(source, values, locale);

/** An e-mail's language (issue 31): its recipient's own, as stored, else the site's default. */
export const mailLocale = (stored: string | null | undefined, siteDefault: Locale | undefined): Locale =>
  isLocale(stored) ? stored : (siteDefault ?? DEFAULT_LOCALE);
