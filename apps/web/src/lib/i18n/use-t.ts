import type { AnyLocale } from "@bastion/shared";
import { use, useSyncExternalStore } from "react";
import { i18n, isLoaded, loadNamespace } from "./catalogues";

/** Values of an ICU message's arguments. */
export type MessageValues = Record<string, unknown>;
/** A message by its id (`<namespace>.<key>`), in the language shown. */
export type Translate = (id: string, values?: MessageValues) => string;

// Lingui says "change" when a language is activated or a catalogue comes in: each is a new version.
let version = 0;
i18n.on("change", () => {
  version += 1;
});
const subscribe = (listener: () => void) => i18n.on("change", listener);
const currentVersion = () => version;

/** Renders again when the language shown changes or a catalogue comes in (no provider needed). */
function useLanguageVersion(): number {
  return useSyncExternalStore(subscribe, currentVersion, currentVersion);
}

/**
 * The words of `namespaces` in the language shown, as `t("<namespace>.<key>", values)`. A component
 * whose namespace is not in yet waits for it (Suspense) rather than showing keys; routes load their
 * namespaces with their code (lazyPage), so this is seldom seen. Renders again on a change of language.
 */
export function useT(...namespaces: string[]): Translate {
  useLanguageVersion();
  const locale = i18n.locale as AnyLocale;
  // `use` waits on the one promise a namespace has while it loads (a new promise each render would never settle).
  for (const namespace of namespaces) if (!isLoaded(locale, namespace)) use(loadNamespace(locale, namespace));
  return translate;
}

/** The language shown, for `Intl` (dates, numbers, sizes). */
export function useLocale(): AnyLocale {
  useLanguageVersion();
  return i18n.locale as AnyLocale;
}

/** Outside React (an alert raised in a mutation's callback): the words of loaded namespaces. */
export const translate: Translate = (id, values) => i18n._(id, values);
