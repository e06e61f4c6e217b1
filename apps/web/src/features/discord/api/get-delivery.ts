import { API_PATHS, apiPath, type DiscordDelivery } from "@bastion/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { discordKeys } from "./keys";

export const getDelivery = (id: number, signal?: AbortSignal) =>
  api<DiscordDelivery>(apiPath(API_PATHS.discord.delivery, { id }), { signal });

/** A queued test, asked again every second while it waits. */
export const useDelivery = (id: number | undefined) =>
  useQuery({
    queryKey: discordKeys.delivery(id ?? 0),
    queryFn: ({ signal }) => getDelivery(id ?? 0, signal),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.state === "queued" ? 1000 : false),
  });
