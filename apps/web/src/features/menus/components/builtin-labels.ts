import { BUILTIN_MENU_ITEMS, type BuiltinMenuKey } from "@bastion/shared";
import { useT } from "../../../lib/i18n";

/**
 * The spec's menu items named in the language shown, for the navbar, the footer and the editor.
 * Their own small namespace (menus-nav): the shell shows them on every page. "My Colony 2" and
 * "Discord" are names, kept as they are.
 */
export function useBuiltinLabels(): Record<BuiltinMenuKey, string> {
  const t = useT("menus-nav");
  return {
    store: t("menus-nav.builtin.store"),
    punished: t("menus-nav.builtin.punished"),
    announcements: t("menus-nav.builtin.announcements"),
    mycolony2: BUILTIN_MENU_ITEMS.mycolony2.label,
    contact: t("menus-nav.builtin.contact"),
    appeals: t("menus-nav.builtin.appeals"),
    discord: BUILTIN_MENU_ITEMS.discord.label,
    staff: t("menus-nav.builtin.staff"),
    privacy: t("menus-nav.builtin.privacy"),
  };
}

/**
 * The navbar's names: the same, but where a language's full name is long, a shorter one, so the
 * opened-out navbar holds one row at 1280 px in every language (the footer and the editor keep the
 * full names; English's is the spec's, unchanged).
 */
export function useNavbarLabels(): Record<BuiltinMenuKey, string> {
  const t = useT("menus-nav");
  return { ...useBuiltinLabels(), punished: t("menus-nav.navbar.punished") };
}
