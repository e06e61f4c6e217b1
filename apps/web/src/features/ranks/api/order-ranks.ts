import { API_PATHS, type RankOrderSaved } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { rankKeys } from "./keys";

/** Saves every group's order, highest rank first. */
export const orderRanks = (ids: number[]) =>
  api<RankOrderSaved>(API_PATHS.ranks.order, { method: "POST", body: { ids } });

export function useOrderRanks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderRanks,
    onSuccess: (answer) => {
      queryClient.setQueryData(rankKeys.list(), { ranks: answer.ranks });
      return queryClient.invalidateQueries({ queryKey: rankKeys.staff() });
    },
  });
}
