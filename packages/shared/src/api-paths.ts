/**
 * Path prefixes that belong to the API (spec §7). Anything else is the web app's:
 * the server answers an unknown API path with a JSON 404 and any other GET with index.html.
 */
export const API_PREFIXES = [
  "/api/",
  "/users/api/",
  "/verification/api/",
  "/core/",
  "/punished/api/",
  "/announcements/api/",
  "/mc2/api/",
  "/files/api/",
  "/admin/api/",
  "/media/",
] as const;

/**
 * Web pages that live under the API's "/api/" prefix (spec §2: API Downloads and Manage API Keys).
 * The page and its sub-pages are the web app's; their own JSON lives below `<page>/api/`, e.g.
 * `/api/keys/api/list/`, which stays an API path.
 */
export const PAGES_UNDER_API = ["/api/keys", "/api/downloads"] as const;

function isPageUnderApi(path: string): boolean {
  return PAGES_UNDER_API.some(
    (page) => path === page || (path.startsWith(`${page}/`) && !path.startsWith(`${page}/api/`)),
  );
}

export function isApiPath(path: string): boolean {
  if (isPageUnderApi(path)) return false;
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
