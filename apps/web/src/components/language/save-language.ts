import { type ActiveUser, type AnyLocale, API_PATHS, isLocale, type LanguageChoice } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { ACTIVE_USER_KEY } from "../../lib/auth/active-user";

/**
 * POST /users/api/language/: remembers the language chosen in this browser (the server's cookie)
 * and, signed in, on the account (issue 31).
 */
export const saveLanguage = (locale: AnyLocale) =>
  api<{ message: string }>(API_PATHS.site.language, { method: "POST", body: { locale } satisfies LanguageChoice });

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: (_answer, locale) => {
      // The account's preference, as the profile shows it, without asking the server again.
      queryClient.setQueryData<ActiveUser>(ACTIVE_USER_KEY, (user) =>
        user?.is_authenticated && isLocale(locale) ? { ...user, locale } : user,
      );
    },
  });
}
