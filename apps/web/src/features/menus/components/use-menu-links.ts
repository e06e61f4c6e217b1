import {
  BUILTIN_MENU_KEYS,
  type BuiltinMenuKey,
  builtinShown,
  defaultVisitorMenus,
  type MenuLink,
  type MenuViewer,
  type VisitorMenus,
} from "@bastion/shared";
import { useActiveUser } from "../../../lib/auth/active-user";
import { useSiteConfig } from "../../../lib/site-config";
import { useVisitorMenus } from "../api/get-visitor-menus";
import { useBuiltinLabels, useNavbarLabels } from "./builtin-labels";

const builtinKey = (link: MenuLink) => {
  const key = link.id.startsWith("builtin:") ? link.id.slice("builtin:".length) : undefined;
  return BUILTIN_MENU_KEYS.find((known) => known === key) as BuiltinMenuKey | undefined;
};

/**
 * The navbar's and footer's links for this visitor: the server's answer (docs/decisions/031), and
 * while it loads (or if it fails) today's links, so a site that never edited its menus never jumps.
 * A spec item is checked again against the settings this page holds now: a module the owner just
 * switched off leaves at once, before the menus are asked again. That check can only hide. The spec's
 * items are named in the language shown (the owner cannot rename them), whatever the answer said; in
 * the navbar by its shorter names where a language has them (useNavbarLabels).
 */
export function useMenuLinks(): VisitorMenus {
  const { data: user } = useActiveUser();
  const { data: site } = useSiteConfig();
  const { data: menus } = useVisitorMenus();
  const footerLabels = useBuiltinLabels();
  const navbarLabels = useNavbarLabels();
  const namedBy =
    (labels: Record<BuiltinMenuKey, string>) =>
    (link: MenuLink): MenuLink => {
      const key = builtinKey(link);
      return key ? { ...link, label: labels[key] } : link;
    };
  const inNavbar = namedBy(navbarLabels);
  const inFooter = namedBy(footerLabels);
  const viewer: MenuViewer = {
    principal: user?.is_authenticated ? user : null,
    modules: site?.modules ?? { mycolony2: true, downloads: true, appeals: true, announcement_comments: true },
    store_url: site?.store_url ?? "",
    discord_url: site?.discord_url ?? "",
  };
  if (!menus) {
    const today = defaultVisitorMenus(viewer);
    return { navbar: today.navbar.map(inNavbar), footer: today.footer.map(inFooter) };
  }
  const stillShown = (link: MenuLink) => {
    const key = builtinKey(link);
    return !key || builtinShown(key, viewer);
  };
  return {
    navbar: menus.navbar.filter(stillShown).map(inNavbar),
    footer: menus.footer.filter(stillShown).map(inFooter),
  };
}
