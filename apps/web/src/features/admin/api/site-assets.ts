import { API_PATHS, SITE_FAVICON_FIELD, SITE_LOGO_FIELD, type SiteAssets, type SiteAssetsSaved } from "@bastion/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { siteConfigQuery } from "../../../lib/site-config";
import { type UploadOptions, uploadWithProgress } from "../../../lib/transfer/upload";
import { adminKeys } from "./keys";

/** The logo or the favicon: the same calls on two paths. */
export type SiteAssetKind = "logo" | "favicon";

const PATHS = { logo: API_PATHS.admin.settingsLogo, favicon: API_PATHS.admin.settingsFavicon } as const;
const FIELDS = { logo: SITE_LOGO_FIELD, favicon: SITE_FAVICON_FIELD } as const;

/** GET /admin/api/settings/logo/: the current logo and icons. */
const siteAssetsQuery = queryOptions({
  queryKey: adminKeys.siteAssets(),
  queryFn: ({ signal }) => api<SiteAssets>(API_PATHS.admin.settingsLogo, { signal }),
  staleTime: 0,
});

export const useSiteAssets = () => useQuery(siteAssetsQuery);

/** POST the picture (multipart, with its progress) to the logo's or the favicon's path. */
export function uploadSiteAsset(kind: SiteAssetKind, file: File, options: UploadOptions) {
  const form = new FormData();
  form.append(FIELDS[kind], file, file.name);
  return uploadWithProgress<SiteAssetsSaved>(PATHS[kind], form, options);
}

/** After a change: the console's copy is the answer, and the navbar's logo is read again. */
function useApplyAnswer() {
  const queryClient = useQueryClient();
  return async (answer: SiteAssetsSaved) => {
    queryClient.setQueryData(adminKeys.siteAssets(), answer.assets);
    await queryClient.invalidateQueries({ queryKey: siteConfigQuery.queryKey });
  };
}

export function useUploadSiteAsset(kind: SiteAssetKind) {
  const apply = useApplyAnswer();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadSiteAsset(kind, file, { onProgress }),
    onSuccess: apply,
  });
}

/** DELETE: the logo back to the default icon, or the icons made from the logo again. */
export function useRemoveSiteAsset(kind: SiteAssetKind) {
  const apply = useApplyAnswer();
  return useMutation({
    mutationFn: () => api<SiteAssetsSaved>(PATHS[kind], { method: "DELETE" }),
    onSuccess: apply,
  });
}
