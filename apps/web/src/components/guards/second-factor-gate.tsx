import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useActiveUser } from "../../lib/auth/active-user";

/** Where a person whose group requires a second factor sets one up (issue 29). */
export const SECOND_FACTOR_SETUP = "/profile/security/";

const isSetUpPage = (pathname: string) => pathname.replace(/\/+$/, "/").toLowerCase() === SECOND_FACTOR_SETUP;
/** The signed-out pages (sign-in, registration...): not where a person is going once signed in. */
const ACCOUNT_PAGE = /^\/(login|register|forgot-password|verify|setup)(\/|$)/i;

/**
 * While the server says the signed-in person must set up a second factor first, every page sends
 * them to the set-up page, which takes them on to where they were going once it is done. The
 * navbar stays, so signing out does too; the server refuses everything else anyway.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { data: user } = useActiveUser();
  const location = useLocation();
  if (!user?.second_factor_required || isSetUpPage(location.pathname)) return children;
  // Signing in: where the sign-in page was to lead (its own ?next=), else where they are.
  const next = ACCOUNT_PAGE.test(location.pathname)
    ? (new URLSearchParams(location.search).get("next") ?? "/")
    : `${location.pathname}${location.search}`;
  const query = next === "/" ? "" : `?next=${encodeURIComponent(next)}`;
  return <Navigate to={`${SECOND_FACTOR_SETUP}${query}`} replace />;
}

/** The set-up page's `next`: a path of this site only (never another site's address). */
export function nextAfterSetUp(search: URLSearchParams): string {
  const next = search.get("next") ?? "/";
  const onSite = next.startsWith("/") && !/^[/\\]{2}/.test(next);
  return onSite && !ACCOUNT_PAGE.test(next) ? next : "/";
}
