import { API_PATHS, apiPath, type RankForm, type RankSaved } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { RANKS_KEY } from "./keys";

/** Creates a rank (no id) or saves one. */
export const saveRank = ({ id, ...body }: RankForm & { id?: number }) =>
  api<RankSaved>(id ? apiPath(API_PATHS.ranks.rank, { id }) : API_PATHS.ranks.list, { method: "POST", body });

export function useSaveRank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RANKS_KEY }),
  });
}
