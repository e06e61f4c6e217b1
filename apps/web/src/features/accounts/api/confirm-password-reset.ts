import { API_PATHS, type MessageResponse, type ResetConfirmRequest } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /users/api/forgot-password/confirm/: field errors come back under password1 and password2. */
export const confirmPasswordReset = (body: ResetConfirmRequest) =>
  api<MessageResponse>(API_PATHS.accounts.confirmPasswordReset, { method: "POST", body });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
