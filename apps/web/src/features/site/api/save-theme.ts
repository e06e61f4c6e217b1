import { type AccountTheme, type ActiveUser, API_PATHS, type ThemeChoice } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ACTIVE_USER_KEY } from "../../../lib/auth/active-user";

/** Remembers a signed-in member's theme on their account (POST /users/api/theme/). */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: ThemeChoice) =>
      api<{ message: string }>(API_PATHS.site.theme, { method: "POST", body: { theme } satisfies AccountTheme }),
    onSuccess: (_answer, theme) => {
      queryClient.setQueryData<ActiveUser>(ACTIVE_USER_KEY, (user) => (user ? { ...user, theme } : user));
    },
  });
}
