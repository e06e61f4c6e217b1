import { API_PATHS, apiPath, type DiscordTestQueued } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Queues a test message behind the webhook's others; follow it with useDelivery. */
export const sendTest = (id: number) =>
  api<DiscordTestQueued>(apiPath(API_PATHS.discord.test, { id }), { method: "POST" });

export const useSendTest = () => useMutation({ mutationFn: sendTest });
