import { API_PATHS } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import { ACTIVE_USER_KEY } from "./active-user";

export const logout = () => api<{ message: string }>(API_PATHS.session.logout, { csrf: true });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Everything cached may have been personal: drop it, then learn who we are now.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ACTIVE_USER_KEY[0] });
      await queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY });
    },
  });
}
