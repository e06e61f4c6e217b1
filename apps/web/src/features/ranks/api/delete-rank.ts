import { API_PATHS, apiPath, type MessageResponse } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { RANKS_KEY } from "./keys";

export const deleteRank = (id: number) =>
  api<MessageResponse>(apiPath(API_PATHS.ranks.rank, { id }), { method: "DELETE" });

export function useDeleteRank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RANKS_KEY }),
  });
}
