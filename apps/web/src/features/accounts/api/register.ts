import type { RegisterRequest, RegisterResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const register = (body: RegisterRequest) =>
  api<RegisterResponse>("/users/api/register/", { method: "POST", body });

export const useRegister = () => useMutation({ mutationFn: register });
