import { API_PATHS, type SiteMenus, type SiteMenusInput, type SiteMenusSaved } from "@bastion/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { MENUS_KEY, menuKeys } from "./keys";

export const getSiteMenus = (signal?: AbortSignal) => api<SiteMenus>(API_PATHS.admin.menus, { signal });

export const siteMenusQuery = () =>
  queryOptions({ queryKey: menuKeys.console(), queryFn: ({ signal }) => getSiteMenus(signal), staleTime: 0 });

export const useSiteMenus = () => useQuery(siteMenusQuery());

export const saveSiteMenus = (body: SiteMenusInput) =>
  api<SiteMenusSaved>(API_PATHS.admin.menus, { method: "POST", body });

/** Saves both menus; the navbar and footer are asked again at once. */
export function useSaveSiteMenus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteMenus,
    onSuccess: async (answer) => {
      queryClient.setQueryData(menuKeys.console(), answer.menus);
      await queryClient.invalidateQueries({ queryKey: MENUS_KEY, predicate: (q) => q.queryKey[1] === "visitor" });
    },
  });
}
