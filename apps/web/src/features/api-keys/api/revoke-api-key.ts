import { API_PATHS, type ApiKeyRevoked, apiPath } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { API_KEYS_KEY } from "./keys";

export const revokeApiKey = (id: number) =>
  api<ApiKeyRevoked>(apiPath(API_PATHS.apiKeys.revoke, { id }), { method: "POST" });

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
