import { API_PATHS, apiPath, type TargetSavedResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshPatching } from "./invalidate";

/** POST /patching/api/targets/ (a new target) or /patching/api/targets/{id}/rename/. */
export function saveTarget({ id, name }: { id?: number; name: string }) {
  const path = id === undefined ? API_PATHS.patching.targets : apiPath(API_PATHS.patching.renameTarget, { id });
  return api<TargetSavedResponse>(path, { method: "POST", body: { name } });
}

export function useSaveTarget() {
  const refresh = useRefreshPatching();
  return useMutation({ mutationFn: saveTarget, onSuccess: refresh });
}
