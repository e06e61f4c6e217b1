import { type AnnouncementForm, type AnnouncementSaved, API_PATHS, apiPath } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ANNOUNCEMENTS_KEY } from "./keys";

export const editAnnouncement = ({ id, ...body }: AnnouncementForm & { id: number }) =>
  api<AnnouncementSaved>(apiPath(API_PATHS.announcements.edit, { id }), { method: "POST", body });

export function useEditAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}
