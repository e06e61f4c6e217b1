import { expect, type Page } from "@playwright/test";
import type { Who } from "./identities";
import type { SiteFixtures } from "./site-fixtures";

/**
 * Every dialog of the site, for the browser checks that open them all (e2e/support/accessibility-rounds.ts):
 * with it open axe finds no serious or critical problem, and Tab and Shift+Tab keep the focus in it,
 * at desktop and phone width. A new dialog joins with one entry: the page it is on (seeded data in
 * site-fixtures.ts) and what opens it, found by role and accessible name (an icon button's
 * aria-label), not by wording that may change. None is confirmed: the rounds close each with Escape.
 */
export interface SiteDialog {
  /** What a failure calls it. */
  name: string;
  path: string | ((site: SiteFixtures) => string);
  /** Who opens it; the owner when not said. */
  who?: Who[];
  /**
   * Checked at phone width too. Each dialog is checked once (issue 34), at desktop width: a dialog
   * is the same centred box at both. The ones opened otherwise on a phone (the side panel and logout,
   * through the folded navbar) and those people other than the owner open are checked at both.
   */
  phone?: true;
  open(page: Page, site: SiteFixtures): Promise<void>;
}

/** A whole name in any casing: the rounds should not break when wording moves to sentence case. */
const named = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i");
const button = (name: string | RegExp) => (page: Page) =>
  page
    .getByRole("button", { name: typeof name === "string" ? named(name) : name })
    .first()
    .click();
const folderPath = (name: string) => `/downloads/${encodeURIComponent(name)}/`;

/** The user button, in the navbar's menu on a phone (which may still be open from the dialog before). */
async function openSidePanel(page: Page) {
  const user = page.getByRole("button", { name: /^Open the menu of / });
  if (!(await user.isVisible())) await page.getByRole("button", { name: "Toggle navigation" }).click();
  await user.click();
}

export const SITE_DIALOGS: SiteDialog[] = [
  { name: "side panel", path: "/", who: ["player", "member", "patcher", "owner"], phone: true, open: openSidePanel },
  {
    name: "logout",
    path: "/",
    phone: true,
    open: async (page) => {
      await openSidePanel(page);
      await page.getByRole("dialog").getByRole("button", { name: "Logout" }).click();
    },
  },
  {
    name: "verify player name",
    path: "/appeals/",
    who: ["player", "owner"],
    phone: true,
    open: button("Submit Appeal"),
  },
  {
    name: "announcement comment delete",
    path: (site) => `/announcements/${site.announcementId}/`,
    who: ["player", "owner"],
    open: button(/^Delete comment by /),
  },
  {
    name: "announcement delete",
    path: (site) => `/announcements/${site.announcementId}/`,
    open: button("Delete announcement"),
  },
  { name: "editor link", path: "/announcements/create/", open: button("Link") },
  { name: "editor image", path: "/announcements/create/", open: button("Image") },
  // A page's editor takes pictures by address only: its own Image dialog.
  { name: "page editor image", path: "/admin/pages/new/", open: button("Image") },
  { name: "page delete", path: (site) => `/admin/pages/${site.pageId}/`, open: button("Delete page") },
  {
    name: "page revision restore",
    path: (site) => `/admin/pages/${site.pageId}/revisions/${site.pageRevisionId}/`,
    open: button("Restore this revision"),
  },
  {
    name: "appeal comment delete",
    path: (site) => `/appeals/inspect/${site.appealId}/`,
    who: ["player", "owner"],
    open: button(/^Delete comment by /),
  },
  {
    name: "close the other appeals",
    path: (site) => `/appeals/inspect/${site.muteAppealId}/`,
    open: button(/^Close the other/),
  },
  { name: "person deactivate", path: (site) => `/admin/people/${site.playerId}/`, open: button("Deactivate") },
  { name: "person end sessions", path: (site) => `/admin/people/${site.playerId}/`, open: button("End all sessions") },
  {
    name: "person delete",
    path: (site) => `/admin/people/${site.playerId}/`,
    open: (page, site) => button(`Delete ${site.player.username}`)(page),
  },
  {
    name: "contact message delete",
    path: "/admin/contact/",
    open: async (page, site) => {
      const message = page.getByRole("listitem").filter({ hasText: site.readMessageSender });
      await message.getByRole("button", { name: new RegExp(site.readMessageSender) }).click();
      await message.getByRole("button", { name: "Delete", exact: true }).click();
    },
  },
  { name: "Discord webhook", path: "/admin/discord/", open: button("Add a webhook") },
  { name: "API key revoke", path: "/api/keys/", open: (page, site) => button(`Revoke ${site.apiKeyName}`)(page) },
  { name: "patching new target", path: "/patching/", who: ["patcher", "owner"], open: button("New Target") },
  {
    name: "patch make current",
    path: (site) => `/patching/${site.patchTarget}/`,
    // The older patch, the newer being current: making it current rolls back.
    open: (page, site) => button(`Roll back to ${site.olderVersion}`)(page),
  },
  {
    name: "patch target rename",
    path: (site) => `/patching/${site.patchTarget}/`,
    open: (page, site) => button(`Rename ${site.patchTarget}`)(page),
  },
  {
    name: "patch delete",
    path: (site) => `/patching/${site.patchTarget}/`,
    open: (page, site) => button(`Delete ${site.olderVersion}`)(page),
  },
  {
    name: "news network delete",
    path: (site) => `/mycolony2/news/${site.newsNetworkId}/`,
    open: button("Delete news network"),
  },
  { name: "downloads create folder", path: "/downloads/", open: button("Create Folder") },
  {
    name: "downloads folder name",
    path: (site) => folderPath(site.downloadsFolder),
    open: (page, site) => button(`Modify ${site.subfolder}`)(page),
  },
  {
    name: "downloads folder delete",
    path: (site) => folderPath(site.downloadsFolder),
    open: (page, site) => button(`Delete ${site.subfolder}`)(page),
  },
  {
    name: "downloads file delete",
    path: (site) => folderPath(site.downloadsFolder),
    open: (page, site) => button(`Delete ${site.downloadsFile}`)(page),
  },
  {
    name: "downloads file list",
    path: (site) => folderPath(site.downloadsFolder),
    who: ["member", "owner"],
    phone: true,
    open: (page, site) => button(`View files in ${site.subfolder}`)(page),
  },
  {
    name: "downloads file list, empty",
    path: (site) => folderPath(site.downloadsFolder),
    open: (page, site) => button(`View files in ${site.emptySubfolder}`)(page),
  },
  {
    name: "downloads subfolder page, a file's delete",
    path: (site) => `${folderPath(site.downloadsFolder)}${encodeURIComponent(site.subfolder)}/`,
    open: button(/^Delete /),
  },
  {
    // A confirm over the file list: the focus stays in the one on top.
    name: "downloads file list, a file's delete",
    path: (site) => folderPath(site.downloadsFolder),
    open: async (page, site) => {
      await button(`View files in ${site.subfolder}`)(page);
      const list = page.getByRole("dialog", { name: site.subfolder });
      await list.getByRole("button", { name: /^Delete / }).click();
      await expect(page.getByRole("dialog")).toHaveCount(2);
    },
  },
];

/** The dialogs `who` opens at a width. */
export const dialogsFor = (who: Who, width: "desktop" | "phone") =>
  SITE_DIALOGS.filter((dialog) => (dialog.who ?? ["owner"]).includes(who) && (width === "desktop" || dialog.phone));
