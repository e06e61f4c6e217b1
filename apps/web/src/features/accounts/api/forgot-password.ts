import { API_PATHS, type ForgotPasswordRequest, type MessageResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /users/api/forgot-password/: the same answer whether or not an account uses the address. */
export const forgotPassword = (body: ForgotPasswordRequest) =>
  api<MessageResponse>(API_PATHS.accounts.forgotPassword, { method: "POST", body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
