import { API_PATHS, type NewsNetworkFormInput, type NewsNetworkSaved } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { NEWS_KEY } from "./keys";

export const createNewsNetwork = (body: NewsNetworkFormInput) =>
  api<NewsNetworkSaved>(API_PATHS.newsNetworks.create, { method: "POST", body });

export function useCreateNewsNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewsNetwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
  });
}
