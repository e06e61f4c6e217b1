import type { MessageResponse, ResendVerificationRequest } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /users/api/register/resend/: 200 resent, 429 max attempts, 404 nothing pending. */
export const resendVerification = (body: ResendVerificationRequest) =>
  api<MessageResponse>("/users/api/register/resend/", { method: "POST", body });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
