import type { MessageResponse, ResetConfirmRequest } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /users/api/forgot-password/confirm/: field errors come back under password1 and password2. */
export const confirmPasswordReset = (body: ResetConfirmRequest) =>
  api<MessageResponse>("/users/api/forgot-password/confirm/", { method: "POST", body });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
