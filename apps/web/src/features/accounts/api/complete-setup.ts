import { API_PATHS, type SetupRequest, type SetupResponse } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ACTIVE_USER_KEY } from "../../../lib/auth/active-user";
import { siteConfigQuery } from "../../../lib/site-config";

export const completeSetup = (body: SetupRequest) =>
  api<SetupResponse>(API_PATHS.accounts.setup, { method: "POST", body });

/** The owner is signed in and the site has an owner now: the active user and the banner change. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSetup,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: siteConfigQuery.queryKey }),
      ]);
    },
  });
}
