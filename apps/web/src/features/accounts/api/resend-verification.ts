import { API_PATHS, type MessageResponse, type ResendVerificationRequest } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /users/api/register/resend/: 200 resent, 429 max attempts, 404 nothing pending. */
export const resendVerification = (body: ResendVerificationRequest) =>
  api<MessageResponse>(API_PATHS.accounts.resendVerification, { method: "POST", body });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
