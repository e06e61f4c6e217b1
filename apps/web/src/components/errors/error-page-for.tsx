import { ApiError } from "../../lib/api-client";
import { ForbiddenPage, NotFoundPage } from "./pages";

/**
 * The error page a failed fetch stands for: the server's 404 (and 400 for a malformed id) is the
 * not-found page, its 403 the forbidden page; anything else is for the page to show in place.
 */
export function errorPageFor(error: unknown) {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404 || error.status === 400) return <NotFoundPage />;
  if (error.status === 403) return <ForbiddenPage />;
  return null;
}
