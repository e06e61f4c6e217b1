import type { AppealPunishment, AppealVerifyRequest } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The newest punishment of a type for a player name; 404 when there is none. */
export const verifyPunishment = (body: AppealVerifyRequest) =>
  api<AppealPunishment>("/punished/api/appeal/verify/", { method: "POST", body });

export const useVerifyPunishment = () => useMutation({ mutationFn: verifyPunishment });
