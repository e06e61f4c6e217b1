import { type AdminOverview, API_PATHS } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export const getOverview = (signal?: AbortSignal) => api<AdminOverview>(API_PATHS.admin.overview, { signal });

export const overviewQuery = queryOptions({
  queryKey: adminKeys.overview(),
  queryFn: ({ signal }) => getOverview(signal),
  staleTime: 0,
});

export const useOverview = () => useQuery(overviewQuery);
