import type { PersonChanged } from "@bastion/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ACTIVE_USER_KEY } from "../../../lib/auth/active-user";
import { adminKeys } from "./keys";

/**
 * After a change to a person: their page shows the answer, every people list is fetched again, and
 * so is the owner's own user (the person may be the owner, who could have just given up the group).
 */
export async function applyPersonChange(queryClient: QueryClient, changed: PersonChanged) {
  queryClient.setQueryData(adminKeys.person(changed.person.id), changed.person);
  await queryClient.invalidateQueries({ queryKey: adminKeys.people(), refetchType: "none" });
  await queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY });
}

/** A mutation of one person whose answer is the person as they now are. */
export function usePersonMutation<Variables>(call: (variables: Variables) => Promise<PersonChanged>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (changed) => applyPersonChange(queryClient, changed),
  });
}
