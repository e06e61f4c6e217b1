import { API_PATHS, apiPath, type PatchSavedResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshPatching } from "./invalidate";

export const makeCurrent = (patchId: number) =>
  api<PatchSavedResponse>(apiPath(API_PATHS.patching.makeCurrent, { id: patchId }), { method: "POST" });

export function useMakeCurrent() {
  const refresh = useRefreshPatching();
  return useMutation({ mutationFn: makeCurrent, onSuccess: refresh });
}
