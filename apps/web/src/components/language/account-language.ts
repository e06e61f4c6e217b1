import { type AnyLocale, isAnyLocale, isLocale, LOCALE_COOKIE } from "@bastion/shared";
import { useEffect, useRef } from "react";
import { useActiveUser } from "../../lib/auth/active-user";
import { readCookie } from "../../lib/cookies";
import { activateLocale, i18n } from "../../lib/i18n";

/** The language the visitor chose in this browser (the switcher's cookie, or a `?lang=`), if any. */
function chosenInBrowser(): AnyLocale | undefined {
  const value = readCookie(LOCALE_COOKIE);
  return isAnyLocale(value) ? value : undefined;
}

/**
 * Signing in shows the site in the account's language at once, without a reload (issue 31), as
 * the next page load would: the server's order is the choice made in this browser, then the
 * account's, then the browser's languages, so a visitor who chose one here keeps it. Only a sign-in
 * in this page counts (the active user going from signed out to signed in, by password, two-step or
 * passkey): a page loaded signed in is already in the language the server picked.
 */
export function useAccountLanguage() {
  const { data: user } = useActiveUser();
  const signedInBefore = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (!user) return;
    const before = signedInBefore.current;
    signedInBefore.current = user.is_authenticated;
    if (before !== false || !user.is_authenticated) return;
    const locale = user.locale;
    if (!isLocale(locale) || locale === i18n.locale || chosenInBrowser()) return;
    // A catalogue that does not come in leaves the page as it is: the next page load has the language.
    activateLocale(locale).catch(() => undefined);
  }, [user]);
}
