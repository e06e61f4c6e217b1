import {
  API_PATHS,
  type MessageResponse,
  type RecoveryCodesResponse,
  type TwoStepCodeRequest,
  type TwoStepProofRequest,
  type TwoStepStartResponse,
  type TwoStepStatus,
} from "@bastion/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SESSIONS_KEY } from "./sessions";

export const TWO_STEP_STATUS_KEY = ["two-step"] as const;

export const useTwoStepStatus = () =>
  useQuery({ queryKey: TWO_STEP_STATUS_KEY, queryFn: () => api<TwoStepStatus>(API_PATHS.twoStep.status) });

/** Each change refetches the status (on or off, recovery codes left). */
function useTwoStepChange<Body, Answer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { method: "POST", body }),
    onSuccess: () => {
      // Turning it on or off signs the account's other browsers out: their list is read again, in
      // the background (the change is done when the status is read again, not the list).
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      return queryClient.invalidateQueries({ queryKey: TWO_STEP_STATUS_KEY });
    },
  });
}

export const useStartTwoStep = () =>
  useTwoStepChange<Record<string, never>, TwoStepStartResponse>(API_PATHS.twoStep.start);
export const useConfirmTwoStep = () =>
  useTwoStepChange<TwoStepCodeRequest, RecoveryCodesResponse>(API_PATHS.twoStep.confirm);
export const useTurnOffTwoStep = () =>
  useTwoStepChange<TwoStepProofRequest, MessageResponse>(API_PATHS.twoStep.turnOff);
export const useNewRecoveryCodes = () =>
  useTwoStepChange<TwoStepProofRequest, RecoveryCodesResponse>(API_PATHS.twoStep.recoveryCodes);
