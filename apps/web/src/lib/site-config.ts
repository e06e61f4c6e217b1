import { API_PATHS, type SiteConfig, type SiteModule } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { embeddedData } from "./embedded-data";

/** The id of the JSON block in which the server hands the page its site configuration (plugins/spa.ts). */
export const SITE_CONFIG_ELEMENT_ID = "site-config";

/** The configuration the server wrote into the page it served: the first paint needs no request for it. */
const embeddedSiteConfig = () => embeddedData<SiteConfig>(SITE_CONFIG_ELEMENT_ID);

export const siteConfigQuery = queryOptions({
  queryKey: ["site-config"],
  queryFn: ({ signal }) => api<SiteConfig>(API_PATHS.site.config, { signal }),
  initialData: embeddedSiteConfig,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export const useSiteConfig = () => useQuery(siteConfigQuery);

/** The site's name, with the product's own while the configuration loads. */
export function useSiteName(): string {
  return useSiteConfig().data?.site_name ?? "Bastion";
}

/** Whether a switchable part of the site is on (issue 30); on while the configuration loads. */
export function useModuleOn(module: SiteModule): boolean {
  return useSiteConfig().data?.modules[module] ?? true;
}
