import { API_PATHS, apiPath } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { NEWS_KEY, newsKeys } from "./keys";

export const deleteNewsNetwork = (id: number) =>
  api<void>(apiPath(API_PATHS.newsNetworks.delete, { id }), { method: "DELETE" });

export function useDeleteNewsNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsNetwork,
    onSuccess: (_answer, id) => {
      // The page being left must not refetch a 404: drop it, then refresh the hub.
      queryClient.removeQueries({ queryKey: newsKeys.network(id) });
      return queryClient.invalidateQueries({ queryKey: NEWS_KEY });
    },
  });
}
