import { API_PATHS, type PageList } from "@bastion/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { pageKeys } from "./keys";

export const getPages = (page: number, signal?: AbortSignal) =>
  api<PageList>(API_PATHS.pages.list, { query: { page }, signal });

export const pagesQuery = (page: number) =>
  queryOptions({
    queryKey: pageKeys.list(page),
    queryFn: ({ signal }) => getPages(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const usePages = (page: number) => useQuery(pagesQuery(page));
