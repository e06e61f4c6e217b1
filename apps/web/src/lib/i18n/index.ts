export { Trans } from "@lingui/react";
export { activateLocale, i18n, loadNamespaces, namespacesOf, pageLocale } from "./catalogues";
export { type MessageValues, type Translate, translate, useLocale, useT } from "./use-t";
