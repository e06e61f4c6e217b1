import { API_PATHS, apiPath, type PageDetail } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { pageKeys } from "./keys";

export const getPageDetail = (id: number, signal?: AbortSignal) =>
  api<PageDetail>(apiPath(API_PATHS.pages.page, { id }), { signal });

export const pageDetailQuery = (id: number) =>
  queryOptions({
    queryKey: pageKeys.detail(id),
    queryFn: ({ signal }) => getPageDetail(id, signal),
    staleTime: 0,
    enabled: id > 0,
  });

export const usePageDetail = (id: number) => useQuery(pageDetailQuery(id));
