import type { VerifyAccountRequest, VerifyAccountResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /verification/api/verify-account/: 200 verified, 226 already verified, 417 failed, 404 no user. */
export const verifyAccount = (body: VerifyAccountRequest) =>
  api<VerifyAccountResponse>("/verification/api/verify-account/", { method: "POST", body });

export const useVerifyAccount = () => useMutation({ mutationFn: verifyAccount });
