import { expect, type Page } from "@playwright/test";
import { groupOnly, pageForGroup, shownTo, signedIn, signedOut, type Titles, type Who } from "./identities";
import type { SiteFixtures } from "./site-fixtures";

/** What a person does on a page to reach a screen that no address shows by itself. */
type Act = (page: Page, site: SiteFixtures) => Promise<void>;

/**
 * Every page of the site, for the browser checks that visit them all (e2e/support/accessibility-rounds.ts):
 * axe finds no serious or critical problem, at desktop and phone width, and each page has the
 * document title given here ("{title} · {site name}"). A new page joins with one line.
 *
 * The visitor looks at every page of a filled site (site-fixtures.ts), the owner at all but those the
 * same for everyone (`sameForAll`); `alsoFor` names the other identities (identities.ts) for whom the
 * page shows something of their own (their appeals, a downloads folder without the modify buttons). A page marked `empty` lists things: it
 * is also checked on a new site, empty. `path` and `title` may use the seeded data; a title differs
 * by who looks when someone is shown another page in its place (identities.ts: signedIn, groupOnly,
 * signedOut). `act` is what that identity does on `path` first (a dialog's search, a form sent),
 * for a screen reached only that way; `title` is then the screen's.
 */
export interface SitePage {
  path: string | ((site: SiteFixtures) => string);
  title: Titles;
  alsoFor?: Who[];
  empty?: true;
  act?: Partial<Record<Who, Act>>;
  /**
   * A page whose content is the same whoever looks (a policy, an error page): the visitor's round
   * checks it; the owner's checks the signed-in navbar on every other page.
   */
  sameForAll?: true;
}

/** The appeal's first step (spec §2): the verify dialog finds the punishment and hands it to /appeals/create/. */
const verifyKick: Act = async (page, site) => {
  await page.getByRole("button", { name: "Submit Appeal" }).click();
  const dialog = page.getByRole("dialog", { name: "Verify Player Name" });
  await dialog.getByLabel("Player Name").fill(site.kickPlayer);
  await dialog.getByLabel("Punishment type").selectOption("Kick");
  await dialog.getByRole("button", { name: "Search" }).click();
  await expect(dialog).toBeHidden();
};
/** Two-step sign-in being set up: the QR code, the key to type and the first code's field. */
const startTwoStep: Act = async (page) => {
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(page.getByRole("button", { name: "Turn on" })).toBeVisible();
};
/**
 * A new API key: the page shows it once, in a notice above the form. A round's session may be older
 * than a confirmation holds (10 minutes, issue 29): then the owner confirms with the password first.
 */
const createKey: Act = async (page, site) => {
  await page.getByLabel("Name", { exact: true }).fill(`Check ${Date.now().toString(36)}`);
  await page.locator("form").getByRole("button", { name: /key/i }).click();
  const key = page.getByLabel("The new API key");
  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(key.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByLabel("Password").fill(site.owner.password);
    await confirm.getByRole("button", { name: "Confirm" }).click();
  }
  await expect(key).toBeVisible();
};
/** A contact message opened: its text, Reply, Mark unread and Delete. */
const openMessage: Act = async (page, site) => {
  const message = page.getByRole("button", { name: new RegExp(site.readMessageSender) });
  await message.click();
  await expect(message).toHaveAttribute("aria-expanded", "true");
};
/** The files dialog's link to the subfolder's page, which opens with its upload panel for a keeper. */
const uploadHere: Act = async (page, site) => {
  await page.getByRole("button", { name: `View files in ${site.subfolder}` }).click();
  await page.getByRole("dialog", { name: site.subfolder }).getByRole("link").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
};
/** Presses a link page's first button (Verify Account, Begin): a bogus token gets the invalid-link screen. */
const press =
  (name: string): Act =>
  (page) =>
    page.getByRole("button", { name }).click();
/** A bogus token: the link screens as a visitor who mistyped or kept an old e-mail sees them. */
const BOGUS_TOKEN = "?token=not-a-real-token";
const ownerOnly = (title: Parameters<typeof groupOnly>[1]) => groupOnly("owner", title);
const folderPath = (name: string) => `/downloads/${encodeURIComponent(name)}/`;
const subfolderPath = (folder: string, subfolder: string) =>
  `/downloads/${encodeURIComponent(folder)}/${encodeURIComponent(subfolder)}/`;

export const SITE_PAGES: SitePage[] = [
  { path: "/", title: "Home", empty: true },
  { path: "/punished/", title: "Punished players", empty: true },
  // A search that finds nothing: the list's empty text on a filled site.
  { path: "/punished/?search=nobody-by-this-name", title: "Punished players" },
  { path: (site) => `/punished/${site.punishmentId}/`, title: (site) => `${site.banPlayer}'s ban` },
  { path: (site) => `/punished/${site.kickId}/`, title: (site) => `${site.kickPlayer}'s kick` },
  { path: "/announcements/", title: "Announcements", empty: true },
  {
    path: (site) => `/announcements/${site.announcementId}/`,
    title: (site) => site.announcementTitle,
    alsoFor: ["player"],
  },
  { path: (site) => `/announcements/${site.quietAnnouncementId}/`, title: (site) => site.quietAnnouncementTitle },
  { path: "/announcements/create/", title: ownerOnly("Create Announcement") },
  { path: (site) => `/announcements/edit/${site.announcementId}/`, title: signedIn("Edit announcement") },
  { path: "/appeals/", title: signedIn("Appeals"), alsoFor: ["player"], empty: true },
  { path: "/appeals/current/", title: signedIn("Current Appeals"), alsoFor: ["player"], empty: true },
  { path: "/appeals/closed/", title: signedIn("Closed Appeals"), alsoFor: ["player"], empty: true },
  { path: "/appeals/current/admin/", title: ownerOnly("All current appeals"), empty: true },
  { path: "/appeals/closed/admin/", title: ownerOnly("All closed appeals"), empty: true },
  // Opened by its address, it has no punishment to show (spec §2); reached through the verify dialog, it has.
  { path: "/appeals/create/", title: signedIn("Error loading the requested page") },
  { path: "/appeals/", title: signedIn("Create An Appeal"), act: { owner: verifyKick } },
  {
    path: (site) => `/appeals/inspect/${site.appealId}/`,
    title: signedIn((site) => `Appeal of ${site.banPlayer}'s ban`),
    alsoFor: ["player"],
  },
  {
    path: (site) => `/appeals/inspect/${site.muteAppealId}/`,
    title: signedIn((site) => `Appeal of ${site.mutePlayer}'s mute`),
  },
  {
    path: (site) => `/appeals/inspect/${site.closedAppealId}/`,
    title: signedIn((site) => `Appeal of ${site.warningPlayer}'s warning`),
    alsoFor: ["player"],
  },
  { path: "/profile/", title: signedIn("Your profile"), alsoFor: ["player"], empty: true },
  { path: "/profile/edit/", title: signedIn("Edit your profile"), alsoFor: ["player"] },
  {
    path: "/profile/edit/",
    title: signedIn("Edit your profile"),
    alsoFor: ["player"],
    act: { player: startTwoStep, owner: startTwoStep },
  },
  // As a member whose group must set it up sees it, and the "Confirm it's you" dialog, both widths:
  // e2e/reconfirm.spec.ts (the rounds' sessions are neither held nor stale).
  { path: "/profile/security/", title: signedIn("Set up two-step sign-in"), alsoFor: ["player"] },
  {
    path: (site) => `/profile/${site.player.username}/`,
    title: signedIn((site) => `${site.player.username}'s profile`),
  },
  { path: (site) => `/profile/${site.player.username}/edit/`, title: ownerOnly("Edit profile") },
  { path: "/downloads/", title: groupOnly("downloads", "Downloads"), alsoFor: ["member"], empty: true },
  {
    path: (site) => folderPath(site.downloadsFolder),
    title: groupOnly("downloads", (site) => `${site.downloadsFolder} · Downloads`),
    alsoFor: ["member"],
  },
  {
    path: (site) => folderPath(site.emptyFolder),
    title: groupOnly("downloads", (site) => `${site.emptyFolder} · Downloads`),
    alsoFor: ["member"],
  },
  {
    path: (site) => subfolderPath(site.downloadsFolder, site.subfolder),
    title: groupOnly("downloads", (site) => `${site.subfolder} · ${site.downloadsFolder} · Downloads`),
    alsoFor: ["member"],
  },
  {
    path: (site) => subfolderPath(site.downloadsFolder, site.emptySubfolder),
    title: groupOnly("downloads", (site) => `${site.emptySubfolder} · ${site.downloadsFolder} · Downloads`),
    alsoFor: ["member"],
  },
  {
    // The files dialog's way to the subfolder's page: the owner arrives with the upload panel open.
    path: (site) => folderPath(site.downloadsFolder),
    title: groupOnly("downloads", (site) => `${site.subfolder} · ${site.downloadsFolder} · Downloads`),
    act: { owner: uploadHere },
  },
  { path: "/mycolony2/", title: signedIn("My Colony 2"), alsoFor: ["player"], empty: true },
  { path: "/mycolony2/news/create/", title: signedIn("Create a news network") },
  { path: (site) => `/mycolony2/news/${site.newsNetworkId}/`, title: signedIn((site) => site.newsNetworkName) },
  { path: (site) => `/mycolony2/news/edit/${site.newsNetworkId}/`, title: signedIn("Edit news network") },
  { path: "/mycolony2/news/how-to/", title: signedIn("News network how-to") },
  { path: "/admin/", title: ownerOnly("Admin Page"), alsoFor: ["player", "member", "patcher"], empty: true },
  { path: "/admin/people/", title: ownerOnly("People"), empty: true },
  { path: (site) => `/admin/people/${site.playerId}/`, title: ownerOnly((site) => site.player.username) },
  { path: (site) => `/admin/people/${site.memberId}/`, title: ownerOnly((site) => site.member.username) },
  { path: (site) => `/admin/people/${site.idleId}/`, title: ownerOnly((site) => site.idle.username) },
  { path: "/admin/contact/", title: ownerOnly("Contact inbox"), empty: true },
  { path: "/admin/contact/", title: ownerOnly("Contact inbox"), act: { owner: openMessage } },
  { path: "/admin/audit/", title: ownerOnly("Audit log"), empty: true },
  { path: "/admin/settings/", title: ownerOnly("Settings") },
  { path: "/admin/menus/", title: ownerOnly("Menus") },
  { path: "/admin/home/", title: ownerOnly("Home page") },
  { path: "/admin/look/", title: ownerOnly("Look") },
  { path: "/admin/ranks/", title: ownerOnly("Ranks") },
  { path: "/admin/discord/", title: ownerOnly("Discord") },
  // On a new site the list holds the privacy policy's page.
  { path: "/admin/pages/", title: ownerOnly("Pages"), empty: true },
  { path: "/admin/pages/new/", title: ownerOnly("New page") },
  { path: (site) => `/admin/pages/${site.pageId}/`, title: ownerOnly((site) => `Edit ${site.pageTitle}`) },
  {
    path: (site) => `/admin/pages/${site.pageId}/revisions/${site.pageRevisionId}/`,
    title: ownerOnly("Page revision"),
  },
  { path: (site) => `/p/${site.pageSlug}/`, title: (site) => site.pageTitle },
  {
    path: (site) => `/p/${site.groupPageSlug}/`,
    title: pageForGroup("downloads", (site) => site.groupPageTitle),
    alsoFor: ["member", "player"],
  },
  { path: "/api/keys/", title: ownerOnly("Manage API Keys"), empty: true },
  { path: "/api/keys/", title: ownerOnly("Manage API Keys"), act: { owner: createKey } },
  { path: "/patching/", title: groupOnly("patching", "Server Patching"), alsoFor: ["patcher"], empty: true },
  {
    path: (site) => `/patching/${site.patchTarget}/`,
    title: groupOnly("patching", (site) => `${site.patchTarget} · Server Patching`),
    alsoFor: ["patcher"],
  },
  {
    path: (site) => `/patching/${site.emptyTarget}/`,
    title: groupOnly("patching", (site) => `${site.emptyTarget} · Server Patching`),
    alsoFor: ["patcher"],
  },
  { path: "/api/downloads/", title: ownerOnly("API Downloads"), empty: true },
  { path: "/contact-us/", title: "Contact us" },
  { path: "/privacy-policy/", title: "Privacy policy", sameForAll: true },
  // The staff list (issue 30): owner and administrators by default, the seeded site's owner among them.
  { path: "/staff/", title: "Staff", sameForAll: true },
  { path: "/coming-soon/", title: "Coming soon", sameForAll: true },
  // The external links' stops: the rounds keep the browser here (the far site answers 204, see the rounds).
  { path: "/discord/", title: "Discord", sameForAll: true },
  { path: `/leaving/?to=${encodeURIComponent("https://store.example")}`, title: "Leaving the site", sameForAll: true },
  // A site with an owner has no setup page (the form itself is checked on a new site: operability.spec.ts).
  { path: "/setup/", title: "Page not found", sameForAll: true },
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
  { path: "/error/400/", title: "Bad request", sameForAll: true },
  { path: "/error/403/", title: "403 Access Forbidden", sameForAll: true },
  { path: "/error/500/", title: "Unexpected Error Occurred", sameForAll: true },
  { path: "/error/must-be-logged-in/", title: "User account needed", sameForAll: true },
  { path: "/error/error-loading-requested-page/", title: "Error loading the requested page", sameForAll: true },
  { path: "/no/such/page/", title: "Page not found", sameForAll: true },
];

/** The page's address, what `who` does there first and what they are shown; on a new site there is no `site`. */
export function resolvePage(page: SitePage, site: SiteFixtures | undefined, who: Who) {
  if (typeof page.path === "function" && !site) throw new Error("a page checked on a new site has a fixed path");
  const path = typeof page.path === "function" && site ? page.path(site) : String(page.path);
  return { path, act: page.act?.[who], ...shownTo(page.title, who, site) };
}

/** The pages `who` looks at: the visitor every page, the owner all but `sameForAll`, the others those naming them. */
export function pagesFor(who: Who): SitePage[] {
  const pages =
    who === "visitor"
      ? SITE_PAGES
      : who === "owner"
        ? SITE_PAGES.filter((page) => !page.sameForAll)
        : SITE_PAGES.filter((page) => page.alsoFor?.includes(who));
  return oneOfEachStandIn(pages, who);
}

/**
 * `pages` without the second and later pages that show `who` the same page in their place (a
 * visitor's "User account needed", a player's 403): that page is checked once, as it looks the same
 * wherever it stands in. Whether each page keeps its own people out is the feature specs' to check.
 */
export function oneOfEachStandIn(pages: SitePage[], who: Who): SitePage[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    const shown = typeof page.title === "object" ? page.title.byWho(who) : undefined;
    if (!shown?.standIn || typeof shown.title !== "string") return true;
    if (seen.has(shown.title)) return false;
    seen.add(shown.title);
    return true;
  });
}
