import { GROUPS, isAllowed, type Principal } from "../permissions";
import type { SiteModules } from "../site/settings";
import {
  BUILTIN_MENU_ITEMS,
  type BuiltinMenuItem,
  type BuiltinMenuKey,
  defaultSiteMenus,
  type MenuVisibility,
} from "./constants";
import type { MenuLink, VisitorMenus } from "./schemas";

/** What decides a builtin item for one visitor: who they are, the modules, the settings' links. */
export interface MenuViewer {
  /** Null for a visitor who is not signed in. */
  principal: Principal | null;
  modules: SiteModules;
  store_url: string;
  discord_url: string;
}

/** The builtin's own rules (spec and docs/decisions/028): the owner's choice can only narrow them. */
export function builtinShown(key: BuiltinMenuKey, viewer: MenuViewer): boolean {
  const item: BuiltinMenuItem = BUILTIN_MENU_ITEMS[key];
  if (item.module && !viewer.modules[item.module]) return false;
  if (item.signedIn && !viewer.principal) return false;
  if (item.requirement && !isAllowed(viewer.principal, item.requirement)) return false;
  if (item.needsLink && !viewer[item.needsLink]) return false;
  return true;
}

export function builtinLink(key: BuiltinMenuKey, viewer: MenuViewer): MenuLink {
  const item: BuiltinMenuItem = BUILTIN_MENU_ITEMS[key];
  // The store goes through the leaving-site page, as it always has.
  const href = key === "store" ? `${item.path}?to=${encodeURIComponent(viewer.store_url)}` : item.path;
  return { id: `builtin:${key}`, label: item.label, href, external: false };
}

/** The owner's choice of who sees an item; the owner sees every item they may. */
export function chosenFor(
  item: { visible_to: MenuVisibility; groups: readonly string[] },
  principal: Principal | null,
): boolean {
  if (item.visible_to === "everyone") return true;
  if (!principal) return false;
  if (item.visible_to === "signed_in") return true;
  return principal.groups.includes(GROUPS.owner) || item.groups.some((group) => principal.groups.includes(group));
}

/**
 * A new site's menus for this viewer, as the web app draws them while the server's answer loads:
 * the same links as before the menu editor, so a site that never edited its menus never jumps.
 */
export function defaultVisitorMenus(viewer: MenuViewer): VisitorMenus {
  const menus = defaultSiteMenus();
  const links = (items: typeof menus.navbar) =>
    items.flatMap((item) =>
      item.kind === "builtin" && !item.hidden && builtinShown(item.key, viewer) ? [builtinLink(item.key, viewer)] : [],
    );
  return { navbar: links(menus.navbar), footer: links(menus.footer) };
}
