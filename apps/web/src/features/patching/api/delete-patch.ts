import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshPatching } from "./invalidate";

export const deletePatch = (patchId: number) => api<void>(`/patching/api/patches/${patchId}/`, { method: "DELETE" });

export function useDeletePatch() {
  const refresh = useRefreshPatching();
  return useMutation({ mutationFn: deletePatch, onSuccess: refresh });
}
