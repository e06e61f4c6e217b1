import { API_PATHS, type NewsHome } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newsKeys } from "./keys";

export const getNewsHome = (signal?: AbortSignal) => api<NewsHome>(API_PATHS.newsNetworks.home, { signal });

export const newsHomeQuery = () =>
  queryOptions({ queryKey: newsKeys.home(), queryFn: ({ signal }) => getNewsHome(signal) });

export const useNewsHome = () => useQuery(newsHomeQuery());
