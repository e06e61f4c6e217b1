import { API_PATHS, type HomeSettingsForm, type HomeSettingsSaved, type HomeSettingsView } from "@bastion/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /admin/api/home/: the home page's settings and the pages its page block may show. */
const homeSettingsQuery = queryOptions({
  queryKey: adminKeys.home(),
  queryFn: ({ signal }) => api<HomeSettingsView>(API_PATHS.admin.home, { signal }),
  staleTime: 0,
});

export const useHomeSettings = () => useQuery(homeSettingsQuery);

/** POST /admin/api/home/; visitors' home page is read again at once. */
export function useSaveHomeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeSettingsForm) => api<HomeSettingsSaved>(API_PATHS.admin.home, { method: "POST", body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.home() });
      await queryClient.invalidateQueries({ queryKey: ["site", "home"] });
    },
  });
}
