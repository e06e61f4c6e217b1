import { API_PATHS, apiPath, type PageView } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { pageKeys } from "./keys";

export const getPage = (slug: string, signal?: AbortSignal) =>
  api<PageView>(apiPath(API_PATHS.pages.view, { slug }), { signal });

/** A page as a reader sees it; a 404 (missing, draft or not for this reader) is not retried. */
export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: pageKeys.view(slug),
    queryFn: ({ signal }) => getPage(slug, signal),
    retry: false,
  });

export const usePage = (slug: string) => useQuery(pageQuery(slug));
