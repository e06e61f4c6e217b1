import type { AdminOverview } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export const getOverview = (signal?: AbortSignal) => api<AdminOverview>("/admin/api/overview/", { signal });

export const overviewQuery = queryOptions({
  queryKey: adminKeys.overview(),
  queryFn: ({ signal }) => getOverview(signal),
  staleTime: 0,
});

export const useOverview = () => useQuery(overviewQuery);
