import { API_PATHS, type AppealCreated, type AppealCreateRequest } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { appealKeys } from "./keys";

export const createAppeal = (body: AppealCreateRequest) =>
  api<AppealCreated>(API_PATHS.appeals.create, { method: "POST", body });

export function useCreateAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appealKeys.lists() }),
  });
}
