import { API_PATHS, type PatchDownloadTotalsResponse } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { apiDownloadsKeys } from "./keys";

export const getDownloadTotals = (signal?: AbortSignal) =>
  api<PatchDownloadTotalsResponse>(API_PATHS.patching.downloadTotals, { signal });

export const downloadTotalsQuery = () =>
  queryOptions({
    queryKey: apiDownloadsKeys.totals(),
    queryFn: ({ signal }) => getDownloadTotals(signal),
    staleTime: 0,
  });

export const useDownloadTotals = () => useQuery(downloadTotalsQuery());
