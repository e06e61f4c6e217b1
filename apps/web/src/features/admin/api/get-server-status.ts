import { API_PATHS, type ServerStatus } from "@bastion/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * The home page's public status call (cached by the server for 5 minutes), for the overview's card;
 * not asked while no game server is configured (`enabled` false).
 */
export const useGameServerStatus = (enabled: boolean) =>
  useQuery({
    queryKey: ["server-status"],
    queryFn: ({ signal }) => api<ServerStatus>(API_PATHS.serverStatus.status, { signal }),
    retry: 1,
    enabled,
  });
