import {
  type LoginRequest,
  type LoginResponse,
  type LoginSecondStep,
  TWO_STEP_PATHS,
  type TwoStepCodeRequest,
} from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * POST /users/api/login/: 200 signed in, 202 the code comes next (two-step sign-in), 401 wrong,
 * 412 not verified (the body also has a pin), 429 locked.
 */
export const login = (body: LoginRequest) =>
  api<LoginResponse | LoginSecondStep>("/users/api/login/", { method: "POST", body });

export const useLogin = () => useMutation({ mutationFn: login });

/** POST /users/api/login/two-step/: 200 signed in, 400 wrong code, 410 expired (start again), 429 locked. */
export const sendSecondStep = (body: TwoStepCodeRequest) =>
  api<LoginResponse>(TWO_STEP_PATHS.signIn, { method: "POST", body });

export const useSecondStep = () => useMutation({ mutationFn: sendSecondStep });
