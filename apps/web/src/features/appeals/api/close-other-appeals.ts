import { API_PATHS, type AppealOthersClosed, apiPath } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { appealKeys } from "./keys";

export const closeOtherAppeals = (id: number) =>
  api<AppealOthersClosed>(apiPath(API_PATHS.appeals.closeOthers, { id }), { method: "POST" });

/** Keeps this appeal and closes the punishment's other open ones (administrators). */
export function useCloseOtherAppeals(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeOtherAppeals(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appealKeys.all }),
  });
}
