import { API_PATHS, type AppealPunishment, type AppealVerifyRequest } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The newest punishment of a type for a player name; 404 when there is none. */
export const verifyPunishment = (body: AppealVerifyRequest) =>
  api<AppealPunishment>(API_PATHS.appeals.verify, { method: "POST", body });

export const useVerifyPunishment = () => useMutation({ mutationFn: verifyPunishment });
