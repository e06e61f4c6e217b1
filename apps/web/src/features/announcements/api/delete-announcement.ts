import { API_PATHS, apiPath } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ANNOUNCEMENTS_KEY, announcementKeys } from "./keys";

export const deleteAnnouncement = (id: number) =>
  api<void>(apiPath(API_PATHS.announcements.delete, { id }), { method: "DELETE" });

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: (_answer, id) => {
      // The page being left must not refetch a 404: drop it, then refresh the lists.
      queryClient.removeQueries({ queryKey: announcementKeys.view(id) });
      return queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
    },
  });
}
