import type { AnyLocale } from "@bastion/shared";
import { i18n, loadNamespaces } from "../../lib/i18n";

/** The namespace of the error pages' words (components/errors), loaded by routes that may show one. */
export const ERROR_WORDS = "errors";

/**
 * For a route whose element is an error page (not found, the /error/ pages): its words load with
 * the route, as a lazy page's do, so the page and its title come in the language shown at once.
 */
export const withErrorWords = {
  lazy: async () => {
    await loadNamespaces(i18n.locale as AnyLocale, [ERROR_WORDS]);
    return {};
  },
};
