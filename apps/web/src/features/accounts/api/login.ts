import {
  API_PATHS,
  type LoginRequest,
  type LoginResponse,
  type LoginSecondStep,
  type TwoStepCodeRequest,
} from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * POST /users/api/login/: 200 signed in, 202 the code comes next (two-step sign-in), 401 wrong,
 * 412 not verified (the body also has a pin), 429 locked.
 */
export const login = (body: LoginRequest) =>
  api<LoginResponse | LoginSecondStep>(API_PATHS.session.login, { method: "POST", body });

export const useLogin = () => useMutation({ mutationFn: login });

/** POST /users/api/login/two-step/: 200 signed in, 400 wrong code, 410 expired (start again), 429 locked. */
export const sendSecondStep = (body: TwoStepCodeRequest) =>
  api<LoginResponse>(API_PATHS.twoStep.signIn, { method: "POST", body });

export const useSecondStep = () => useMutation({ mutationFn: sendSecondStep });
