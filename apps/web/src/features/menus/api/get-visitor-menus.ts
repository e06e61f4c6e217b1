import { API_PATHS, type VisitorMenus } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useActiveUser } from "../../../lib/auth/active-user";
import { menuKeys } from "./keys";

export const getVisitorMenus = (signal?: AbortSignal) => api<VisitorMenus>(API_PATHS.menus.visitor, { signal });

/** Asked once per visitor (signing in or out asks again); the owner's save asks again at once. */
export const visitorMenusQuery = (username: string | null) =>
  queryOptions({
    queryKey: menuKeys.visitor(username),
    queryFn: ({ signal }) => getVisitorMenus(signal),
    staleTime: 5 * 60 * 1000,
  });

/** The menus for whoever is looking; waits for the active user so it asks once, for the right person. */
export function useVisitorMenus() {
  const { data: user } = useActiveUser();
  const username = user?.is_authenticated ? user.username : null;
  return useQuery({ ...visitorMenusQuery(username), enabled: user !== undefined });
}
