import { API_PATHS, LIMITS, type ServerStatus } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { embeddedData } from "../../../lib/embedded-data";

export const getServerStatus = (signal?: AbortSignal) => api<ServerStatus>(API_PATHS.serverStatus.status, { signal });

/** The status the server drew on the home page it sent (plugins/spa-skeleton.ts, issue 33), read once. */
let fromPage: { status: ServerStatus | undefined } | undefined;
const statusFromPage = (): ServerStatus | undefined => {
  fromPage ??= { status: embeddedData<ServerStatus>("server-status", { once: true }) };
  return fromPage.status;
};

/** Spec §7 and §9: cached and refetched every 5 minutes, with one retry. */
export const serverStatusQuery = queryOptions<ServerStatus, Error, ServerStatus, string[]>({
  queryKey: ["server-status"],
  queryFn: ({ signal }) => getServerStatus(signal),
  staleTime: LIMITS.serverStatusCacheMs,
  refetchInterval: LIMITS.serverStatusCacheMs,
  retry: 1,
  // The app's first render shows the page's card while it asks again. A placeholder, not data: a
  // request that fails still shows its error (spec §9), not the page's older status.
  placeholderData: statusFromPage,
});

export const useServerStatus = () => useQuery(serverStatusQuery);
