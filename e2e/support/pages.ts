import { expect, type Page } from "@playwright/test";
import { DOWNLOADS_SUBFOLDER, type SiteFixtures } from "./site-fixtures";

type Title = string | ((site: SiteFixtures) => string);
type Who = "visitor" | "owner";
/** What a person does on a page to reach a screen that no address shows by itself. */
type Act = (page: Page, site: SiteFixtures) => Promise<void>;

/**
 * Every page of the site, for the browser checks that visit them all (e2e/support/accessibility-rounds.ts):
 * axe finds no serious or critical problem, signed out and as the owner, at desktop and phone
 * width; each page has the document title given here ("{title} · {site name}"), and no two pages
 * share one. A new page joins with one line. `path` and `title` may use the seeded data; a title
 * differs by who looks when a visitor is shown something else (a page that needs an account).
 * `act` is what that identity does on `path` first (a dialog's search, a link's button), for a
 * screen reached only that way; `title` is then the screen's.
 */
export interface SitePage {
  path: string | ((site: SiteFixtures) => string);
  title: Title | { visitor: Title; owner: Title };
  act?: Partial<Record<Who, Act>>;
}

/** A page for signed-in users: a visitor gets the "User account needed" page in its place. */
const signedIn = (title: Title) => ({ visitor: "User account needed", owner: title });
/** A page for visitors only: the signed-in owner is sent home. */
const signedOut = (title: Title) => ({ visitor: title, owner: "Home" });

/** The appeal's first step (spec §2): the verify dialog finds the punishment and hands it to /appeals/create/. */
const verifyKick: Act = async (page, site) => {
  await page.getByRole("button", { name: "Submit Appeal" }).click();
  const dialog = page.getByRole("dialog", { name: "Verify Player Name" });
  await dialog.getByLabel("Player Name").fill(site.kickPlayer);
  await dialog.getByLabel("Punishment type").selectOption("Kick");
  await dialog.getByRole("button", { name: "Search" }).click();
  await expect(dialog).toBeHidden();
};
/** Presses a link page's first button (Verify Account, Begin): a bogus token gets the invalid-link screen. */
const press =
  (name: string): Act =>
  (page) =>
    page.getByRole("button", { name }).click();
/** A bogus token: the link screens as a visitor who mistyped or kept an old e-mail sees them. */
const BOGUS_TOKEN = "?token=not-a-real-token";

export const SITE_PAGES: SitePage[] = [
  { path: "/", title: "Home" },
  { path: "/punished/", title: "Punished players" },
  { path: (site) => `/punished/${site.punishmentId}/`, title: (site) => `${site.banPlayer}'s ban` },
  { path: (site) => `/punished/${site.kickId}/`, title: (site) => `${site.kickPlayer}'s kick` },
  { path: "/announcements/", title: "Announcements" },
  { path: (site) => `/announcements/${site.announcementId}/`, title: (site) => site.announcementTitle },
  { path: "/announcements/create/", title: signedIn("Create Announcement") },
  { path: (site) => `/announcements/edit/${site.announcementId}/`, title: signedIn("Edit announcement") },
  { path: "/appeals/", title: signedIn("Appeals") },
  { path: "/appeals/current/", title: signedIn("Current Appeals") },
  { path: "/appeals/closed/", title: signedIn("Closed Appeals") },
  { path: "/appeals/current/admin/", title: signedIn("All current appeals") },
  { path: "/appeals/closed/admin/", title: signedIn("All closed appeals") },
  // Opened by its address, it has no punishment to show (spec §2); reached through the verify dialog, it has.
  { path: "/appeals/create/", title: signedIn("Error loading the requested page") },
  { path: "/appeals/", title: signedIn("Create An Appeal"), act: { owner: verifyKick } },
  {
    path: (site) => `/appeals/inspect/${site.appealId}/`,
    title: signedIn((site) => `Appeal of ${site.banPlayer}'s ban`),
  },
  { path: "/profile/", title: signedIn("Your profile") },
  { path: "/profile/edit/", title: signedIn("Edit your profile") },
  {
    path: (site) => `/profile/${site.player.username}/`,
    title: signedIn((site) => `${site.player.username}'s profile`),
  },
  { path: (site) => `/profile/${site.player.username}/edit/`, title: signedIn("Edit profile") },
  { path: "/downloads/", title: signedIn("Downloads") },
  {
    path: (site) => `/downloads/${encodeURIComponent(site.downloadsFolder)}/`,
    title: signedIn((site) => `${site.downloadsFolder} · Downloads`),
  },
  {
    path: (site) => `/downloads/${encodeURIComponent(site.downloadsFolder)}/${DOWNLOADS_SUBFOLDER}/`,
    title: signedIn((site) => `${DOWNLOADS_SUBFOLDER} · ${site.downloadsFolder} · Downloads`),
  },
  { path: "/mycolony2/", title: signedIn("My Colony 2") },
  { path: "/mycolony2/news/create/", title: signedIn("Create a news network") },
  { path: (site) => `/mycolony2/news/${site.newsNetworkId}/`, title: signedIn((site) => site.newsNetworkName) },
  { path: (site) => `/mycolony2/news/edit/${site.newsNetworkId}/`, title: signedIn("Edit news network") },
  { path: "/mycolony2/news/how-to/", title: signedIn("News network how-to") },
  { path: "/admin/", title: signedIn("Admin Page") },
  { path: "/admin/people/", title: signedIn("People") },
  { path: (site) => `/admin/people/${site.playerId}/`, title: signedIn((site) => site.player.username) },
  { path: "/admin/contact/", title: signedIn("Contact inbox") },
  { path: "/admin/audit/", title: signedIn("Audit log") },
  { path: "/api/keys/", title: signedIn("Manage API Keys") },
  { path: "/patching/", title: signedIn("Server Patching") },
  {
    path: (site) => `/patching/${site.patchTarget}/`,
    title: signedIn((site) => `${site.patchTarget} · Server Patching`),
  },
  { path: "/api/downloads/", title: signedIn("API Downloads") },
  { path: "/contact-us/", title: "Contact us" },
  { path: "/privacy-policy/", title: "Privacy policy" },
  { path: "/coming-soon/", title: "Coming soon" },
  // The external links' stops: the rounds keep the browser here (the far site answers 204, see the rounds).
  { path: "/discord/", title: "Discord" },
  { path: `/leaving/?to=${encodeURIComponent("https://store.example")}`, title: "Leaving the site" },
  // A site with an owner has no setup page (the form itself is checked on a new site: operability.spec.ts).
  { path: "/setup/", title: "Page not found" },
  { path: "/login/", title: signedOut("Sign in") },
  { path: "/register/", title: signedOut("Register") },
  { path: "/forgot-password/", title: signedOut("Forgot password") },
  { path: (site) => `/verify/${site.newcomer}/${BOGUS_TOKEN}`, title: signedOut("Verify your account") },
  {
    path: (site) => `/verify/${site.newcomer}/${BOGUS_TOKEN}`,
    title: signedOut("Verification Failed"),
    act: { visitor: press("Verify account") },
  },
  {
    path: (site) => `/forgot-password/${site.player.username}/${BOGUS_TOKEN}`,
    title: signedOut("Reset your password"),
  },
  {
    path: (site) => `/forgot-password/${site.player.username}/${BOGUS_TOKEN}`,
    title: signedOut("Invalid Link"),
    act: { visitor: press("Begin") },
  },
  { path: "/error/400/", title: "Bad request" },
  { path: "/error/403/", title: "403 Access Forbidden" },
  { path: "/error/500/", title: "Unexpected Error Occurred" },
  { path: "/error/must-be-logged-in/", title: "User account needed" },
  { path: "/error/error-loading-requested-page/", title: "Error loading the requested page" },
  { path: "/no/such/page/", title: "Page not found" },
];

/** The page's address, what is done there first and the expected title, for one identity. */
export function resolvePage(page: SitePage, site: SiteFixtures, who: Who) {
  const path = typeof page.path === "function" ? page.path(site) : page.path;
  const title = typeof page.title === "object" ? page.title[who] : page.title;
  return { path, act: page.act?.[who], title: typeof title === "function" ? title(site) : title };
}
