import { API_PATHS, apiPath, type MessageResponse } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ACTIVE_USER_KEY } from "../../../lib/auth/active-user";
import { adminKeys } from "./keys";

export const deletePerson = (id: number) =>
  api<MessageResponse>(apiPath(API_PATHS.admin.person, { id }), { method: "DELETE" });

export function useDeletePerson(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePerson(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: adminKeys.person(id) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.people(), refetchType: "none" });
      // The deleted account may have been the owner's own (another owner remains): ask who we are.
      await queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY });
    },
  });
}
