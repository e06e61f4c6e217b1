import type { TargetSavedResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshPatching } from "./invalidate";

/** POST /patching/api/targets/ (a new target) or /patching/api/targets/{id}/rename/. */
export const saveTarget = ({ id, name }: { id?: number; name: string }) =>
  api<TargetSavedResponse>(id === undefined ? "/patching/api/targets/" : `/patching/api/targets/${id}/rename/`, {
    method: "POST",
    body: { name },
  });

export function useSaveTarget() {
  const refresh = useRefreshPatching();
  return useMutation({ mutationFn: saveTarget, onSuccess: refresh });
}
