import type { Requirement } from "../permissions";
import type { SiteModule } from "../site/settings";
import type { SiteMenus } from "./schemas";

/** The menu editor's limits (issue 30), one place for the server's checks and the console's form. */
export const MENU_LIMITS = {
  /** Items in one menu, the spec's own included. */
  items: 20,
  label: 40,
  url: 300,
  /** Groups one item may be shown to. */
  groups: 20,
} as const;

/** The two menus an owner arranges: the navbar's links (and the phone menu's) and the footer's. */
export const MENU_NAMES = ["navbar", "footer"] as const;
export type MenuName = (typeof MENU_NAMES)[number];

export const MENU_LABELS: Record<MenuName, string> = { navbar: "Navbar", footer: "Footer" };

/** Who sees an item; the item's own rules (a builtin's group, a page's visibility) still apply first. */
export const MENU_VISIBILITIES = ["everyone", "signed_in", "groups"] as const;
export type MenuVisibility = (typeof MENU_VISIBILITIES)[number];

export const MENU_VISIBILITY_LABELS: Record<MenuVisibility, string> = {
  everyone: "Everyone",
  signed_in: "Signed-in players",
  groups: "Chosen groups",
};

export interface BuiltinMenuItem {
  label: string;
  /** The page's path; "store" and "discord" go to the settings' links (shown only when set). */
  path: string;
  /** The menu it starts in (and returns to if a stored list lacks it). */
  menu: MenuName;
  /** Shown only to signed-in visitors (spec §1: the colony-game section). */
  signedIn?: boolean;
  /** Shown only to those who meet it (the owner meets every one). */
  requirement?: Requirement;
  /** Shown only while this module is on (docs/decisions/028). */
  module?: SiteModule;
  /** Needs the settings' link of that name: no link, no item. */
  needsLink?: "store_url" | "discord_url";
}

/**
 * The spec's items (§1 navigation, §1 footer): their labels are the contract, kept exactly. The
 * owner may reorder or hide them, never widen who sees them. The order here is today's order.
 */
export const BUILTIN_MENU_ITEMS = {
  store: { label: "Store", path: "/leaving/", menu: "navbar", needsLink: "store_url" },
  punished: { label: "Punished players", path: "/punished/", menu: "navbar" },
  announcements: { label: "Announcements", path: "/announcements/", menu: "navbar" },
  mycolony2: { label: "My Colony 2", path: "/mycolony2/", menu: "navbar", signedIn: true, module: "mycolony2" },
  contact: { label: "Contact us", path: "/contact-us/", menu: "navbar" },
  appeals: { label: "Appeals", path: "/appeals/", menu: "navbar", module: "appeals" },
  discord: { label: "Discord", path: "/discord/", menu: "footer", needsLink: "discord_url" },
  // The staff page (issue 30, the ranks slice): on by default, as the issue asks; the owner may hide it.
  staff: { label: "Staff", path: "/staff/", menu: "footer" },
  privacy: { label: "Privacy", path: "/privacy-policy/", menu: "footer" },
} as const satisfies Record<string, BuiltinMenuItem>;

export type BuiltinMenuKey = keyof typeof BUILTIN_MENU_ITEMS;
export const BUILTIN_MENU_KEYS = Object.keys(BUILTIN_MENU_ITEMS) as [BuiltinMenuKey, ...BuiltinMenuKey[]];

/** Who the builtin's own rule lets in, before the owner's choice narrows it. */
export const builtinRequirement = (key: BuiltinMenuKey): Requirement | undefined =>
  (BUILTIN_MENU_ITEMS[key] as BuiltinMenuItem).requirement;

/**
 * A new site's menus (never saved): every spec item in its place (and the staff page in the footer).
 * Here, not beside the schemas: the shell builds the menus from it, and this file has no zod.
 */
export function defaultSiteMenus(): SiteMenus {
  const menus: SiteMenus = { navbar: [], footer: [] };
  for (const key of BUILTIN_MENU_KEYS) {
    const builtin = BUILTIN_MENU_ITEMS[key];
    menus[builtin.menu].push({
      kind: "builtin",
      key,
      hidden: false,
      visible_to: "everyone",
      groups: [],
    });
  }
  return menus;
}
