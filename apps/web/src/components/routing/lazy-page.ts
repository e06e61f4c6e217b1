import type { ComponentType } from "react";
import { loadNamespaces, shownLocale } from "../../lib/i18n";

/**
 * Loads a page component on first visit, so each route is its own chunk, and with it the
 * catalogue namespaces its words come from, in the language shown (issue 31), side by side.
 */
export const lazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: string[] = []) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadNamespaces(shownLocale(), namespaces)]);
    return { Component: pick(module) };
  },
});
