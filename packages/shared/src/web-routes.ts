/**
 * Every page of the web app, as React Router path patterns (`:name` is one segment). The server
 * serves the page shell for any path that is not the API's, and answers with the status these say
 * (issue 27): 404 for a path no page matches, so search engines and monitors see what a visitor
 * sees. The web app's route tree must hold exactly these (apps/web/src/app/routes.test.tsx).
 * A page that needs sign-in or a group is still a 200: only the browser knows who is looking.
 */
export const WEB_PAGES = [
  "/",
  "/privacy-policy",
  "/coming-soon",
  "/p/:slug",
  "/discord",
  "/leaving",
  "/login",
  "/register",
  "/verify/:username",
  "/setup",
  "/forgot-password",
  "/forgot-password/:username",
  "/contact-us",
  "/staff",
  "/profile",
  "/profile/edit",
  "/profile/security",
  "/profile/:username",
  "/profile/:username/edit",
  "/punished",
  "/punished/:id",
  "/announcements",
  "/announcements/create",
  "/announcements/edit/:idFromURL",
  "/announcements/:idFromURL",
  "/appeals",
  "/appeals/current",
  "/appeals/closed",
  "/appeals/current/admin",
  "/appeals/closed/admin",
  "/appeals/create",
  "/appeals/inspect/:id",
  "/admin",
  "/admin/people",
  "/admin/people/:id",
  "/admin/contact",
  "/admin/audit",
  "/admin/settings",
  "/admin/home",
  "/admin/look",
  "/admin/pages",
  "/admin/pages/new",
  "/admin/pages/:id",
  "/admin/pages/:id/revisions/:revision",
  "/admin/menus",
  "/admin/ranks",
  "/admin/discord",
  "/api/keys",
  "/mycolony2",
  "/mycolony2/news/create",
  "/mycolony2/news/edit/:idFromURL",
  "/mycolony2/news/how-to",
  "/mycolony2/news/:idFromURL",
  "/downloads",
  "/downloads/:folder",
  "/downloads/:folder/:subfolder",
  "/patching",
  "/patching/:target",
  "/api/downloads",
  "/error/400",
  "/error/403",
  "/error/500",
  "/error/must-be-logged-in",
  "/error/error-loading-requested-page",
] as const;

/** The error pages that stand for a status of their own (spec §2); the others are plain pages. */
const PAGE_STATUS: Partial<Record<(typeof WEB_PAGES)[number], number>> = {
  "/error/400": 400,
  "/error/403": 403,
  "/error/500": 500,
};

/** A path's segments as React Router compares them: decoded, with trailing slashes ignored. */
function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

const PATTERNS = WEB_PAGES.map((page) => ({ page, segments: segmentsOf(page) }));

/** The page a path shows (React Router's matching: any case, one non-empty segment per `:name`), if any. */
export function matchWebPage(path: string): (typeof WEB_PAGES)[number] | undefined {
  const segments = segmentsOf(path);
  const found = PATTERNS.find(
    (pattern) =>
      pattern.segments.length === segments.length &&
      pattern.segments.every((expected, index) => {
        const actual = segments[index] ?? "";
        return expected.startsWith(":") ? actual !== "" : expected.toLowerCase() === actual.toLowerCase();
      }),
  );
  return found?.page;
}

/** The status the page shell is served with for this path: 404 when no page matches it. */
export function webPageStatus(path: string): number {
  const page = matchWebPage(path);
  if (!page) return 404;
  return PAGE_STATUS[page] ?? 200;
}
