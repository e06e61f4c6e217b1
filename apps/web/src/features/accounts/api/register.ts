import { API_PATHS, type RegisterRequest, type RegisterResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const register = (body: RegisterRequest) =>
  api<RegisterResponse>(API_PATHS.accounts.register, { method: "POST", body });

export const useRegister = () => useMutation({ mutationFn: register });
