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
  "/media/",
] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
