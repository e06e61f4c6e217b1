import { API_PATHS, apiPath, type Profile } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client";
import { PROFILES_KEY } from "./get-own-profile";

/**
 * Another user's profile. For the caller's own name the server answers 308 towards the own-profile
 * API, which fetch follows; the page notices the returned name is the viewer's and goes to /profile/.
 */
export const getUserProfile = (username: string, signal?: AbortSignal) =>
  api<Profile>(apiPath(API_PATHS.profiles.user, { username }), { signal });

export const userProfileQuery = (username: string) =>
  queryOptions({
    queryKey: [...PROFILES_KEY, "user", username.toLowerCase()],
    queryFn: ({ signal }) => getUserProfile(username, signal),
    // A 404 or a 308 will not change on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export const useUserProfile = (username: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...userProfileQuery(username), enabled: options.enabled ?? true });
