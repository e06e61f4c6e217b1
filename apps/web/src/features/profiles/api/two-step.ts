import {
  type MessageResponse,
  type RecoveryCodesResponse,
  TWO_STEP_PATHS,
  type TwoStepCodeRequest,
  type TwoStepProofRequest,
  type TwoStepStartResponse,
  type TwoStepStatus,
} from "@bastion/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const STATUS_KEY = ["two-step"] as const;

export const useTwoStepStatus = () =>
  useQuery({ queryKey: STATUS_KEY, queryFn: () => api<TwoStepStatus>(TWO_STEP_PATHS.status) });

/** Each change refetches the status (on or off, recovery codes left). */
function useTwoStepChange<Body, Answer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export const useStartTwoStep = () =>
  useTwoStepChange<Record<string, never>, TwoStepStartResponse>(TWO_STEP_PATHS.start);
export const useConfirmTwoStep = () =>
  useTwoStepChange<TwoStepCodeRequest, RecoveryCodesResponse>(TWO_STEP_PATHS.confirm);
export const useTurnOffTwoStep = () => useTwoStepChange<TwoStepProofRequest, MessageResponse>(TWO_STEP_PATHS.turnOff);
export const useNewRecoveryCodes = () =>
  useTwoStepChange<TwoStepProofRequest, RecoveryCodesResponse>(TWO_STEP_PATHS.recoveryCodes);
