import { API_PATHS, apiPath, type MessageResponse } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { DISCORD_KEY } from "./keys";

export const deleteWebhook = (id: number) =>
  api<MessageResponse>(apiPath(API_PATHS.discord.webhook, { id }), { method: "DELETE" });

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCORD_KEY }),
  });
}
