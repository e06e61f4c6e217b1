import { API_PATHS, type SiteSettings, type SiteSettingsForm, type SiteSettingsSaved } from "@bastion/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { siteConfigQuery } from "../../../lib/site-config";
import { adminKeys } from "./keys";

const settingsQuery = queryOptions({
  queryKey: adminKeys.settings(),
  queryFn: ({ signal }) => api<SiteSettings>(API_PATHS.admin.settings, { signal }),
  staleTime: 0,
});

export const useSiteSettings = () => useQuery(settingsQuery);

/** Saves the settings; the site's configuration (navbar, footer, title) is read again at once. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsForm) => api<SiteSettingsSaved>(API_PATHS.admin.settings, { method: "POST", body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminKeys.settings(), answer.settings);
      await queryClient.invalidateQueries({ queryKey: siteConfigQuery.queryKey });
    },
  });
}
