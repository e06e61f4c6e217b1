import { API_PATHS, type ChangePasswordRequest, type MessageResponse } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SESSIONS_KEY } from "./sessions";

export const changePassword = (body: ChangePasswordRequest) =>
  api<MessageResponse>(API_PATHS.profiles.changePassword, { method: "POST", body });

/** A new password signs the account's other browsers out: their list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
