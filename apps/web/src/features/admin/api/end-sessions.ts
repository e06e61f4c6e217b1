import { API_PATHS, apiPath, type SessionsEnded } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export const endSessions = (id: number) =>
  api<SessionsEnded>(apiPath(API_PATHS.admin.endSessions, { id }), { method: "POST" });

export function useEndSessions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endSessions(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.person(id) }),
  });
}
