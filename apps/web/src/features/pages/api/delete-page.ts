import { API_PATHS, apiPath, type MessageResponse } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { PAGES_KEY } from "./keys";

export const deletePage = (id: number) =>
  api<MessageResponse>(apiPath(API_PATHS.pages.page, { id }), { method: "DELETE" });

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
  });
}
