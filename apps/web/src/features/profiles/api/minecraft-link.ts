import { API_PATHS, type LinkCodeRequest, type MinecraftLinkChanged, type MinecraftLinkStatus } from "@bastion/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { PROFILES_KEY } from "./get-own-profile";

export const MINECRAFT_LINK_KEY = ["minecraft-link"] as const;

/** Whether the site runs a link server, where it is, and the account's link (issue 32). */
export const useMinecraftLink = () =>
  useQuery({
    queryKey: MINECRAFT_LINK_KEY,
    queryFn: ({ signal }) => api<MinecraftLinkStatus>(API_PATHS.minecraftLink.status, { signal }),
  });

/** Linking and unlinking answer the new status; the profile (its verified name) is read again. */
function useLinkChange<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<MinecraftLinkChanged>(path, { method: "POST", body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(MINECRAFT_LINK_KEY, answer.status);
      return queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
    },
  });
}

export const useLinkWithCode = () => useLinkChange<LinkCodeRequest>(API_PATHS.minecraftLink.code);
export const useUnlinkMinecraft = () => useLinkChange<Record<string, never>>(API_PATHS.minecraftLink.unlink);
