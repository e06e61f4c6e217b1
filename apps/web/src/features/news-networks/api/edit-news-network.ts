import type { NewsNetworkFormInput, NewsNetworkSaved } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { NEWS_KEY } from "./keys";

export const editNewsNetwork = ({ id, ...body }: NewsNetworkFormInput & { id: number }) =>
  api<NewsNetworkSaved>(`/mc2/api/news/edit/${id}/`, { method: "POST", body });

export function useEditNewsNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editNewsNetwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
  });
}
