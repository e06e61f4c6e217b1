import type { AnnouncementForm, AnnouncementSaved } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ANNOUNCEMENTS_KEY } from "./keys";

export const editAnnouncement = ({ id, ...body }: AnnouncementForm & { id: number }) =>
  api<AnnouncementSaved>(`/announcements/api/edit/${id}/`, { method: "POST", body });

export function useEditAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}
