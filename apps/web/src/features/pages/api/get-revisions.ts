import { API_PATHS, apiPath, type PageRevisionList } from "@bastion/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { pageKeys } from "./keys";

export const getRevisions = (id: number, page: number, signal?: AbortSignal) =>
  api<PageRevisionList>(apiPath(API_PATHS.pages.revisions, { id }), { query: { page }, signal });

export const revisionsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: pageKeys.revisions(id, page),
    queryFn: ({ signal }) => getRevisions(id, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useRevisions = (id: number, page: number) => useQuery(revisionsQuery(id, page));
