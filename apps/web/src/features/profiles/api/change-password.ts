import type { ChangePasswordRequest, MessageResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const changePassword = (body: ChangePasswordRequest) =>
  api<MessageResponse>("/users/api/password/change/", { method: "POST", body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
