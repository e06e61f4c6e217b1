import { type AnnouncementForm, type AnnouncementSaved, API_PATHS } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ANNOUNCEMENTS_KEY } from "./keys";

export const createAnnouncement = (body: AnnouncementForm) =>
  api<AnnouncementSaved>(API_PATHS.announcements.create, { method: "POST", body });

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}
