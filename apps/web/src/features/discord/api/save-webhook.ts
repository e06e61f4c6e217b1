import { API_PATHS, apiPath, type DiscordWebhookFormInput, type DiscordWebhookSaved } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { DISCORD_KEY } from "./keys";

/** Adds a webhook (no id) or saves one (a blank URL keeps the stored one). */
export const saveWebhook = ({ id, ...body }: DiscordWebhookFormInput & { id?: number }) =>
  api<DiscordWebhookSaved>(id ? apiPath(API_PATHS.discord.webhook, { id }) : API_PATHS.discord.webhooks, {
    method: "POST",
    body,
  });

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCORD_KEY }),
  });
}
