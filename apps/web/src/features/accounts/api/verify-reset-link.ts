import { API_PATHS, type MessageResponse, type ResetLinkRequest } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /users/api/forgot-password/verify-link/: 200 good, 404 unknown, 410 expired or used. */
export const verifyResetLink = (body: ResetLinkRequest) =>
  api<MessageResponse>(API_PATHS.accounts.verifyResetLink, { method: "POST", body });

export const useVerifyResetLink = () => useMutation({ mutationFn: verifyResetLink });
