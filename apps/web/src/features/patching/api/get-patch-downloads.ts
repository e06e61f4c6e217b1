import { API_PATHS, type PatchDownloadsQuery, type PatchDownloadsResponse } from "@bastion/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { apiDownloadsKeys } from "./keys";

export const getPatchDownloads = (query: PatchDownloadsQuery, signal?: AbortSignal) =>
  api<PatchDownloadsResponse>(API_PATHS.patching.downloads, { query: { ...query }, signal });

export const patchDownloadsQuery = (query: PatchDownloadsQuery) =>
  queryOptions({
    queryKey: apiDownloadsKeys.list(query),
    queryFn: ({ signal }) => getPatchDownloads(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePatchDownloads = (query: PatchDownloadsQuery) => useQuery(patchDownloadsQuery(query));
