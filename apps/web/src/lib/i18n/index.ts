export { Trans } from "@lingui/react";
export {
  activateLocale,
  i18n,
  loadNamespaces,
  namespacesOf,
  pageLocale,
  rememberLocale,
  shownLocale,
} from "./catalogues";
export { sharedText } from "./shared-text";
export { type MessageValues, type Translate, translate, useCatalogueVersion, useLocale, useT } from "./use-t";
