import type { AnyLocale } from "@bastion/shared";
import { useSyncExternalStore } from "react";
import { i18n, isLoaded, loadNamespace } from "./catalogues";

/** Values of an ICU message's arguments. */
export type MessageValues = Record<string, unknown>;
/** A message by its id (`<namespace>.<key>`), in the language shown. */
export type Translate = (id: string, values?: MessageValues) => string;

// Lingui says "change" when a language is activated and when a catalogue comes in. Only the first
// changes what a component shows: a component whose namespace comes in was waiting for it (`use`
// below) and renders then anyway. A snapshot that also moved on each catalogue made React see a
// torn store while a component that had suspended on that very catalogue replayed, and render the
// whole page again synchronously (React's recoverable error 520, seen as a page error).
const subscribe = (listener: () => void) => i18n.on("change", listener);
const shownLocale = () => i18n.locale;

/** Renders again when the language shown changes (no provider needed). */
function useShownLocale(): string {
  return useSyncExternalStore(subscribe, shownLocale, shownLocale);
}

/**
 * The words of `namespaces` in the language shown, as `t("<namespace>.<key>", values)`. A component
 * whose namespace is not in yet waits for it (Suspense) rather than showing keys; routes load their
 * namespaces with their code (lazyPage), so this is seldom seen. Renders again on a change of language.
 */
export function useT(...namespaces: string[]): Translate {
  const locale = useShownLocale() as AnyLocale;
  // Thrown, not `use`d: React then renders the component afresh once the words are in. With `use`
  // it replays the suspended render, and by then the namespace is in and `use` is not called, which
  // React refuses ("called use() to suspend … but did not call use() when it finished"), and calling
  // `use` on every render, settled or not, changed how the pages' own updates were scheduled.
  for (const namespace of namespaces) {
    if (!isLoaded(locale, namespace)) throw loadNamespace(locale, namespace);
  }
  return translate;
}

// Every "change": a new language, or a catalogue come in. For what translates without waiting for
// its words (the document title, made from a route's handle): it renders again once they are in.
let version = 0;
i18n.on("change", () => {
  version += 1;
});
const catalogueVersion = () => version;

/** Renders again whenever words come in, not only on a change of language; never suspends. */
export function useCatalogueVersion(): number {
  return useSyncExternalStore(subscribe, catalogueVersion, catalogueVersion);
}

/** The language shown, for `Intl` (dates, numbers, sizes). */
export function useLocale(): AnyLocale {
  return useShownLocale() as AnyLocale;
}

/** Outside React (an alert raised in a mutation's callback): the words of loaded namespaces. */
export const translate: Translate = (id, values) => i18n._(id, values);
