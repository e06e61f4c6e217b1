import {
  type AnyLocale,
  type CompiledMessage,
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  matchLocale,
  sourceOf,
} from "@bastion/shared";
import { type Messages, setupI18n } from "@lingui/core";

/**
 * The app's one Lingui instance (docs/decisions/033). Messages are `<namespace>.<key>`: the key of
 * src/locales/<language>/<namespace>.json, compiled when built (vite/lingui-catalogues.ts).
 */
export const i18n = setupI18n();

/** Every catalogue file, each its own chunk: a page loads the namespaces it uses, in its language only. */
const files = import.meta.glob<Record<string, CompiledMessage>>("../../locales/*/*.json", { import: "default" });

/**
 * The shared package's messages (ADR 033: `msg()` texts of the shared rules and schemas, keyed by
 * their English source), loaded like a namespace named `validation`; English needs no file.
 */
export const SHARED_NAMESPACE = "validation";
const sharedFiles = import.meta.glob<Record<string, CompiledMessage>>(
  "../../../../../packages/shared/src/locales/*/validation.json",
  { import: "default" },
);
const noMessages = async (): Promise<Record<string, CompiledMessage>> => ({});

function catalogueFile(locale: AnyLocale, namespace: string) {
  const language = sourceOf(locale);
  if (namespace !== SHARED_NAMESPACE) return files[`../../locales/${language}/${namespace}.json`];
  return language === DEFAULT_LOCALE
    ? noMessages
    : sharedFiles[`../../../../../packages/shared/src/locales/${language}/validation.json`];
}

const pending = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The namespaces asked for so far: a change of language loads them all in the new one. */
const used = new Set<string>();

const slot = (locale: AnyLocale, namespace: string) => `${locale}/${namespace}`;

/** Whether `namespace`'s words are in, in `locale`. */
export const isLoaded = (locale: AnyLocale, namespace: string) => loaded.has(slot(locale, namespace));

/** The namespaces this language has (English's are every one there is). */
export const namespacesOf = (locale: AnyLocale) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`../../locales/${sourceOf(locale)}/`))
    .map((path) => path.replace(/^.*\/([^/]+)\.json$/, "$1"));

/** Loads one namespace in `locale`: the same promise for every caller until it is in. */
export function loadNamespace(locale: AnyLocale, namespace: string): Promise<void> {
  used.add(namespace);
  const key = slot(locale, namespace);
  const known = pending.get(key);
  if (known) return known;
  const file = catalogueFile(locale, namespace);
  if (!file) return Promise.reject(new Error(`No catalogue "${namespace}" for ${locale}`));
  // The pseudo-locales' transformation is fetched only by a page shown in one (tests, never a visitor).
  const pseudo = isLocale(locale) ? undefined : import("@bastion/shared/pseudo");
  const promise = Promise.all([file(), pseudo]).then(
    ([messages, transform]) => {
      const entries = Object.entries(messages).map(([id, message]) => [
        `${namespace}.${id}`,
        transform ? transform.pseudoCompiled(message, locale) : message,
      ]);
      i18n.load(locale, Object.fromEntries(entries) as Messages);
      loaded.add(key);
    },
    (error: unknown) => {
      // Tried again next time (a chunk that failed on a bad connection).
      pending.delete(key);
      throw error;
    },
  );
  pending.set(key, promise);
  return promise;
}

/** Loads `namespaces` in `locale` (each once; those in already resolve at once). */
export function loadNamespaces(locale: AnyLocale, namespaces: readonly string[]): Promise<void> {
  return Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace))).then(() => undefined);
}

/**
 * Remembers `locale` as this browser's choice at once (the cookie the server reads for the next page),
 * so a reload or a new tab right after a choice already has it; the switcher's save to the server
 * sets the same cookie again and, signed in, the account's preference.
 */
export function rememberLocale(locale: AnyLocale): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve; this is the visitor's own choice.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * The language a page is shown in until changed: a `?lang=` in its address (a link shared in a
 * language, and the pseudo-locales' browser test), remembered as the visitor's choice; else the one
 * the server served the page in (`<html lang>`).
 */
export function pageLocale(): AnyLocale {
  const asked = matchLocale(new URLSearchParams(window.location.search).get("lang"));
  if (asked) {
    rememberLocale(asked);
    markDocument(asked);
    return asked;
  }
  return matchLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

/**
 * The language being shown, or about to be: the router starts loading the first page (and its
 * words) as the app's code runs, before main.tsx has activated the page's language.
 */
export function shownLocale(): AnyLocale {
  return (i18n.locale as AnyLocale | undefined) || (matchLocale(document.documentElement.lang) ?? DEFAULT_LOCALE);
}

/** `<html lang>` and `dir` follow the language shown. */
function markDocument(locale: AnyLocale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * Shows the site in `locale` without a reload: every namespace in use is loaded in it first, so
 * nothing is shown half translated; the data already fetched stays.
 */
export async function activateLocale(locale: AnyLocale): Promise<void> {
  await loadNamespaces(locale, [...used]);
  i18n.activate(locale);
  markDocument(locale);
}
