import { API_PATHS, apiPath, type NewsNetworkDetail } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newsKeys } from "./keys";

export const getNewsNetwork = (id: number, signal?: AbortSignal) =>
  api<NewsNetworkDetail>(apiPath(API_PATHS.newsNetworks.inspect, { id }), { signal });

export const newsNetworkQuery = (id: number) =>
  queryOptions({
    queryKey: newsKeys.network(id),
    queryFn: ({ signal }) => getNewsNetwork(id, signal),
    enabled: id > 0,
  });

export const useNewsNetwork = (id: number) => useQuery(newsNetworkQuery(id));
