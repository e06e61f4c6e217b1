import type { Profile } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const PROFILES_KEY = ["profiles"] as const;

export const getOwnProfile = (signal?: AbortSignal) => api<Profile>("/users/api/user-profile/", { signal });

export const ownProfileQuery = () =>
  queryOptions({
    queryKey: [...PROFILES_KEY, "own"],
    queryFn: ({ signal }) => getOwnProfile(signal),
  });

export const useOwnProfile = () => useQuery(ownProfileQuery());
