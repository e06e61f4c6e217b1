import { API_PATHS, type AppealCommentPost, type AppealCommentPosted } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { APPEALS_KEY } from "./keys";

export const postAppealComment = (body: AppealCommentPost) =>
  api<AppealCommentPosted>(API_PATHS.appeals.postComment, { method: "POST", body });

export function usePostAppealComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAppealComment,
    // The comment moves the appeal's last update: the detail and the lists both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPEALS_KEY }),
  });
}
