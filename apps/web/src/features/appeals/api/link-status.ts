import { API_PATHS, type MinecraftLinkStatus } from "@bastion/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * The account's Minecraft link status (issue 32), for the hub's advance notice that only the linked
 * player may appeal. The key is the profile's own for the same answer (features/profiles), so a
 * link made there is seen here without asking again.
 */
export const useLinkStatus = () =>
  useQuery({
    queryKey: ["minecraft-link"] as const,
    queryFn: ({ signal }) => api<MinecraftLinkStatus>(API_PATHS.minecraftLink.status, { signal }),
  });
