import { API_PATHS, apiPath } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshPatching } from "./invalidate";

export const deletePatch = (patchId: number) =>
  api<void>(apiPath(API_PATHS.patching.patch, { id: patchId }), { method: "DELETE" });

export function useDeletePatch() {
  const refresh = useRefreshPatching();
  return useMutation({ mutationFn: deletePatch, onSuccess: refresh });
}
