import { API_PATHS, type ApiKeyList } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { API_KEYS_KEY } from "./keys";

export const getApiKeys = (signal?: AbortSignal) => api<ApiKeyList>(API_PATHS.apiKeys.list, { signal });

export const apiKeysQuery = queryOptions({
  queryKey: API_KEYS_KEY,
  queryFn: ({ signal }) => getApiKeys(signal),
  staleTime: 0,
});

export const useApiKeys = () => useQuery(apiKeysQuery);
