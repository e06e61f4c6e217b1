import { API_PATHS, type ApiKeyCreated, type ApiKeyCreateRequest } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { API_KEYS_KEY } from "./keys";

export const createApiKey = (body: ApiKeyCreateRequest) =>
  api<ApiKeyCreated>(API_PATHS.apiKeys.create, { method: "POST", body });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
