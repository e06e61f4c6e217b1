import { API_PATHS, type Profile } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const PROFILES_KEY = ["profiles"] as const;

export const getOwnProfile = (signal?: AbortSignal) => api<Profile>(API_PATHS.profiles.own, { signal });

export const ownProfileQuery = () =>
  queryOptions({
    queryKey: [...PROFILES_KEY, "own"],
    queryFn: ({ signal }) => getOwnProfile(signal),
  });

export const useOwnProfile = () => useQuery(ownProfileQuery());
