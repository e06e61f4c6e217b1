import { type AnnouncementCommentPost, type AnnouncementCommentPosted, API_PATHS } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { announcementKeys } from "./keys";

export const postComment = (body: AnnouncementCommentPost) =>
  api<AnnouncementCommentPosted>(API_PATHS.announcements.postComment, { method: "POST", body });

export function usePostComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.comments(id) }),
  });
}
