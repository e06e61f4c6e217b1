import { type ActiveUser, API_PATHS, type LanguageChoice, type LanguageChosen, type Locale } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ACTIVE_USER_KEY } from "../../../lib/auth/active-user";
import { activateLocale } from "../../../lib/i18n";

/**
 * POST /users/api/language/: the server remembers it in the browser (cookie) and on the account; null
 * forgets both and answers the language that applies then (the browser's, else the site's default).
 */
export const saveLanguage = (locale: Locale | null) =>
  api<LanguageChosen>(API_PATHS.site.language, { method: "POST", body: { locale } satisfies LanguageChoice });

/**
 * Saves the signed-in account's language (or none), then shows the site in the language that applies
 * at once: the words change, the data already fetched stays (no reload, no refetch).
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: async (answer, locale) => {
      queryClient.setQueryData<ActiveUser>(ACTIVE_USER_KEY, (user) => (user ? { ...user, locale } : user));
      await activateLocale(locale ?? answer.locale);
    },
  });
}
