import { API_PATHS, apiPath, type MessageResponse } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export const deleteMessage = (id: number) =>
  api<MessageResponse>(apiPath(API_PATHS.admin.contactMessage, { id }), { method: "DELETE" });

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMessage(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.inbox() }),
  });
}
