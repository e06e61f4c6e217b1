import { API_PATHS, apiPath, type ContactInbox, type ContactRead } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export const markMessageRead = (id: number, read: boolean) =>
  api<ContactRead>(apiPath(API_PATHS.admin.markMessageRead, { id }), { method: "POST", body: { read } });

/** Marks a message read or unread; every loaded inbox page shows it at once. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => markMessageRead(id, read),
    onSuccess: ({ message, unread }) => {
      queryClient.setQueriesData<ContactInbox>({ queryKey: adminKeys.inbox() }, (inbox) =>
        inbox
          ? { ...inbox, unread, messages: inbox.messages.map((item) => (item.id === message.id ? message : item)) }
          : inbox,
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.overview(), refetchType: "none" });
    },
  });
}
