import type { SiteFixtures } from "./site-fixtures";

type Title = string | ((site: SiteFixtures) => string);

/**
 * Every page of the site, for the browser checks that visit them all (e2e/support/accessibility-rounds.ts):
 * axe finds no serious or critical problem, signed out and as the owner, at desktop and phone
 * width; each page has the document title given here ("{title} · {site name}"), and no two pages
 * share one. A new page joins with one line. `path` and `title` may use the seeded data; a title
 * differs by who looks when a visitor is shown something else (a page that needs an account).
 */
export interface SitePage {
  path: string | ((site: SiteFixtures) => string);
  title: Title | { visitor: Title; owner: Title };
}

/** A page for signed-in users: a visitor gets the "User account needed" page in its place. */
const signedIn = (title: Title) => ({ visitor: "User account needed", owner: title });
/** A page for visitors only: the signed-in owner is sent home. */
const signedOut = (title: Title) => ({ visitor: title, owner: "Home" });

export const SITE_PAGES: SitePage[] = [
  { path: "/", title: "Home" },
  { path: "/punished/", title: "Punished Players" },
  { path: (site) => `/punished/${site.punishmentId}/`, title: (site) => `${site.banPlayer}'s ban` },
  { path: (site) => `/punished/${site.kickId}/`, title: (site) => `${site.kickPlayer}'s kick` },
  { path: "/announcements/", title: "Announcements" },
  { path: (site) => `/announcements/${site.announcementId}/`, title: (site) => site.announcementTitle },
  { path: "/announcements/create/", title: signedIn("Create Announcement") },
  { path: (site) => `/announcements/edit/${site.announcementId}/`, title: signedIn("Edit Announcement") },
  { path: "/appeals/", title: signedIn("Appeals") },
  { path: "/appeals/current/", title: signedIn("Current Appeals") },
  { path: "/appeals/closed/", title: signedIn("Closed Appeals") },
  { path: "/appeals/current/admin/", title: signedIn("All Current Appeals") },
  { path: "/appeals/closed/admin/", title: signedIn("All Closed Appeals") },
  {
    path: (site) => `/appeals/inspect/${site.appealId}/`,
    title: signedIn((site) => `Appeal of ${site.banPlayer}'s ban`),
  },
  { path: "/profile/", title: signedIn("Your Profile") },
  { path: "/profile/edit/", title: signedIn("Edit Your Profile") },
  {
    path: (site) => `/profile/${site.player.username}/`,
    title: signedIn((site) => `${site.player.username}'s profile`),
  },
  { path: (site) => `/profile/${site.player.username}/edit/`, title: signedIn("Edit Profile") },
  { path: "/downloads/", title: signedIn("Downloads") },
  { path: "/mycolony2/", title: signedIn("My Colony 2") },
  { path: "/mycolony2/news/create/", title: signedIn("Create a News Network") },
  { path: "/mycolony2/news/how-to/", title: signedIn("News Network How-To") },
  { path: "/admin/", title: signedIn("Admin Page") },
  { path: "/admin/people/", title: signedIn("People") },
  { path: "/admin/contact/", title: signedIn("Contact Inbox") },
  { path: "/admin/audit/", title: signedIn("Audit Log") },
  { path: "/api/keys/", title: signedIn("Manage API Keys") },
  { path: "/patching/", title: signedIn("Server Patching") },
  { path: "/api/downloads/", title: signedIn("API Downloads") },
  { path: "/contact-us/", title: "Contact Us" },
  { path: "/privacy-policy/", title: "Privacy Policy" },
  { path: "/coming-soon/", title: "Coming Soon" },
  { path: "/login/", title: signedOut("Sign in") },
  { path: "/register/", title: signedOut("Register") },
  { path: "/forgot-password/", title: signedOut("Forgot Password") },
  { path: "/error/400/", title: "Bad Request" },
  { path: "/error/403/", title: "403 Access Forbidden" },
  { path: "/error/500/", title: "Unexpected Error Occurred" },
  { path: "/error/must-be-logged-in/", title: "User account needed" },
  { path: "/error/error-loading-requested-page/", title: "Error loading the requested page" },
  { path: "/no/such/page/", title: "Page not found" },
];

/** The page's address and expected title for one identity. */
export function resolvePage(page: SitePage, site: SiteFixtures, who: "visitor" | "owner") {
  const path = typeof page.path === "function" ? page.path(site) : page.path;
  const title = typeof page.title === "object" ? page.title[who] : page.title;
  return { path, title: typeof title === "function" ? title(site) : title };
}
