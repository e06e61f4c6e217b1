import { API_PATHS, type ChangePasswordRequest, type MessageResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const changePassword = (body: ChangePasswordRequest) =>
  api<MessageResponse>(API_PATHS.profiles.changePassword, { method: "POST", body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
