import { API_PATHS, type ForgotPasswordRequest, type MessageResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /users/api/forgot-password/resend/: 200 resent, 429 max attempts, 404 nothing pending. */
export const resendPasswordReset = (body: ForgotPasswordRequest) =>
  api<MessageResponse>(API_PATHS.accounts.resendPasswordReset, { method: "POST", body });

export const useResendPasswordReset = () => useMutation({ mutationFn: resendPasswordReset });
