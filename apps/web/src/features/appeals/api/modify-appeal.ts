import { API_PATHS, type AppealModified, type AppealModifyRequest, type AppealView, apiPath } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { appealKeys } from "./keys";

export const modifyAppeal = (id: number, body: AppealModifyRequest) =>
  api<AppealModified>(apiPath(API_PATHS.appeals.modify, { id }), { method: "POST", body });

export function useModifyAppeal(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealModifyRequest) => modifyAppeal(id, body),
    onSuccess: ({ appeal }) => {
      queryClient.setQueryData<AppealView>(appealKeys.detail(id), (view) => (view ? { ...view, appeal } : view));
      return queryClient.invalidateQueries({ queryKey: appealKeys.lists() });
    },
  });
}
