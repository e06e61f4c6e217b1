import { msg } from "../i18n/messages";
import { WEB_PAGES } from "../web-routes";

/** Custom pages (issue 30): their limits, in one place for the server's checks and the web form's. */
export const PAGE_LIMITS = {
  title: 100,
  /** The title's counter turns red at this many characters remaining or fewer. */
  titleWarnAt: 20,
  slug: 60,
  /** The editor's HTML before sanitising, as for announcements. */
  content: 100_000,
  /** Groups one page may be restricted to. */
  groups: 20,
  /** Pages per page of the console's list. */
  listPageSize: 20,
  /** Revisions per page of a page's history. */
  revisionsPageSize: 10,
} as const;

/** Who may read a page: anyone, anyone signed in, or the members of the chosen groups (the owner always). */
export const PAGE_VISIBILITIES = ["everyone", "signed_in", "groups"] as const;
export type PageVisibility = (typeof PAGE_VISIBILITIES)[number];

/** How the console names each visibility. */
export const PAGE_VISIBILITY_LABELS: Record<PageVisibility, string> = {
  everyone: "Everyone",
  signed_in: "Signed-in players",
  groups: "Chosen groups",
};

/** Lower-case letters and digits in words joined by single dashes: no dash first, last or twice. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_RULE = msg("Use lower-case letters, digits and single dashes between them.");

/** The privacy policy's page: /privacy-policy/ shows it (spec §2), and today's text when it is gone. */
export const PRIVACY_PAGE_SLUG = "privacy-policy";

/**
 * Slugs no page may take although /p/ keeps them apart from every route: the first segment of each
 * of the site's pages (but the privacy policy's own) and of the API, so a later menu editor can put
 * a page at the site's root without a clash, and the words a console path or a crawler reads as
 * something else.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  ...new Set([
    ...WEB_PAGES.map((page) => page.split("/")[1] ?? "").filter((first) => first && first !== PRIVACY_PAGE_SLUG),
    ...["users", "verification", "core", "punished", "files", "media", "mc2", "p", "pages", "new", "edit", "create"],
    ...["delete", "static", "assets", "feed", "sitemap", "robots", "healthz", "readyz", "index", "www"],
  ]),
];
