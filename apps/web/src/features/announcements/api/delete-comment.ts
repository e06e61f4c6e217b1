import { API_PATHS, apiPath } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { announcementKeys } from "./keys";

export const deleteComment = (commentId: number) =>
  api<void>(apiPath(API_PATHS.announcements.deleteComment, { id: commentId }), { method: "DELETE" });

export function useDeleteComment(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.comments(announcementId) }),
  });
}
