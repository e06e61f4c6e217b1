import type { ComponentType } from "react";
import { loadNamespaces, shownLocale } from "../../lib/i18n";

/**
 * The stylesheet of every page but the home page (styles/bootstrap-more.scss: tables, fields, lists,
 * dialogs…), so the home page's first load carries only what it shows. Called before a page's own
 * code is: its stylesheet then stands before the page's in the document, as Bootstrap did before.
 */
export const loadPageStyles = () => import("../../styles/bootstrap-more.scss");

/**
 * Loads a page component on first visit, so each route is its own chunk, and with it the
 * catalogue namespaces its words come from, in the language shown (issue 31), side by side. The
 * home page alone (`homeStylesOnly`) does without the rest of Bootstrap's styles.
 */
export const lazyPage = <M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: string[] = [],
  { homeStylesOnly = false } = {},
) => ({
  lazy: async () => {
    const styles = homeStylesOnly ? undefined : loadPageStyles();
    const [module] = await Promise.all([load(), loadNamespaces(shownLocale(), namespaces), styles]);
    return { Component: pick(module) };
  },
});
