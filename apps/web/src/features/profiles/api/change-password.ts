import type { ChangePasswordRequest } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const changePassword = (body: ChangePasswordRequest) =>
  api<{ message: string }>("/users/api/password/change/", { method: "POST", body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
