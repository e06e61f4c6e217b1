import { API_PATHS, apiPath } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { appealKeys } from "./keys";

export const deleteAppealComment = (commentId: number) =>
  api<void>(apiPath(API_PATHS.appeals.deleteComment, { id: commentId }), { method: "DELETE" });

export function useDeleteAppealComment(appealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppealComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appealKeys.detail(appealId) }),
  });
}
