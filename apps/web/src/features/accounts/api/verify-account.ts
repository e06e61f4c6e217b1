import { API_PATHS, type VerifyAccountRequest, type VerifyAccountResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /verification/api/verify-account/: 200 verified, 226 already verified, 417 failed, 404 no user. */
export const verifyAccount = (body: VerifyAccountRequest) =>
  api<VerifyAccountResponse>(API_PATHS.accounts.verifyAccount, { method: "POST", body });

export const useVerifyAccount = () => useMutation({ mutationFn: verifyAccount });
