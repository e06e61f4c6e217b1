import { API_PATHS, type AppealView, apiPath } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { appealKeys } from "./keys";

export const getAppeal = (id: number, signal?: AbortSignal) =>
  api<AppealView>(apiPath(API_PATHS.appeals.inspect, { id }), { signal });

export const appealQuery = (id: number) =>
  queryOptions({
    queryKey: appealKeys.detail(id),
    queryFn: ({ signal }) => getAppeal(id, signal),
    enabled: id > 0,
    staleTime: 0,
  });

export const useAppeal = (id: number) => useQuery(appealQuery(id));
