import { API_PATHS, apiPath, type NewsNetworkFormInput, type NewsNetworkSaved } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { NEWS_KEY } from "./keys";

export const editNewsNetwork = ({ id, ...body }: NewsNetworkFormInput & { id: number }) =>
  api<NewsNetworkSaved>(apiPath(API_PATHS.newsNetworks.edit, { id }), { method: "POST", body });

export function useEditNewsNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editNewsNetwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
  });
}
