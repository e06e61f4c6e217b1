import { API_PATHS, type DiscordWebhookList } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { discordKeys } from "./keys";

export const getWebhooks = (signal?: AbortSignal) => api<DiscordWebhookList>(API_PATHS.discord.webhooks, { signal });

export const webhooksQuery = () =>
  queryOptions({ queryKey: discordKeys.webhooks(), queryFn: ({ signal }) => getWebhooks(signal) });

export const useWebhooks = () => useQuery(webhooksQuery());
