import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { appealKeys } from "./keys";

export const deleteAppealComment = (commentId: number) =>
  api<void>(`/punished/api/appeal/inspect/comment/delete/${commentId}/`, { method: "DELETE" });

export function useDeleteAppealComment(appealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppealComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appealKeys.detail(appealId) }),
  });
}
