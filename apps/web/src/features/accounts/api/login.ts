import { API_PATHS, type LoginRequest, type LoginResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /users/api/login/: 401 wrong, 412 not verified (the body also has a pin), 429 locked. */
export const login = (body: LoginRequest) => api<LoginResponse>(API_PATHS.session.login, { method: "POST", body });

export const useLogin = () => useMutation({ mutationFn: login });
