import type { SiteConfig } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export const siteConfigQuery = queryOptions({
  queryKey: ["site-config"],
  queryFn: ({ signal }) => api<SiteConfig>("/api/site-config/", { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export const useSiteConfig = () => useQuery(siteConfigQuery);
