import { API_PATHS, apiPath, type PageSaved } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { PAGES_KEY } from "./keys";

export const restoreRevision = ({ id, revision }: { id: number; revision: number }) =>
  api<PageSaved>(apiPath(API_PATHS.pages.restore, { id, revision }), { method: "POST" });

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
  });
}
