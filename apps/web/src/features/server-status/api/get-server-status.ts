import { API_PATHS, LIMITS, type ServerStatus } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const getServerStatus = (signal?: AbortSignal) => api<ServerStatus>(API_PATHS.serverStatus.status, { signal });

/** Spec §7 and §9: cached and refetched every 5 minutes, with one retry. */
export const serverStatusQuery = queryOptions({
  queryKey: ["server-status"],
  queryFn: ({ signal }) => getServerStatus(signal),
  staleTime: LIMITS.serverStatusCacheMs,
  refetchInterval: LIMITS.serverStatusCacheMs,
  retry: 1,
});

export const useServerStatus = () => useQuery(serverStatusQuery);
