import { type ActiveUser, API_PATHS, isAllowed, type Requirement } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { rememberSignedIn } from "../first-view";

export const ACTIVE_USER_KEY = ["active-user"] as const;

/**
 * Spec §7: cached under active-user, never stale, never discarded; refetched after login and logout.
 * Also asked again when the tab comes back into focus, so a group the owner gave or took away (or a
 * deactivation) shows without signing in again.
 */
export const activeUserQuery = queryOptions({
  queryKey: ACTIVE_USER_KEY,
  queryFn: async ({ signal }) => {
    const user = await api<ActiveUser>(API_PATHS.session.activeUser, { signal });
    // The next page load's choice between the first view and the app at once (lib/first-view.ts).
    rememberSignedIn(user.is_authenticated);
    return user;
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: "always",
});

export function useActiveUser() {
  return useQuery(activeUserQuery);
}

/** The one client-side access helper: it only hides what the server already refuses. */
export function can(user: ActiveUser | undefined, requirement: Requirement): boolean {
  return Boolean(user?.is_authenticated) && isAllowed(user, requirement);
}
