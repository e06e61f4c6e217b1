import { THEME_CHOICES, type ThemeChoice } from "@bastion/shared";
import { useEffect, useRef } from "react";
import { useActiveUser } from "../../../lib/auth/active-user";
import { type Translate, useT } from "../../../lib/i18n";
import { useSaveTheme } from "../api/save-theme";
import { chooseTheme, useThemeChoice } from "../theme";

/** Each choice in the language shown. */
const CHOICE_NAMES: Record<ThemeChoice, (t: Translate) => string> = {
  light: (t) => t("common.theme.light"),
  dark: (t) => t("common.theme.dark"),
  system: (t) => t("common.theme.system"),
};

/**
 * The navbar's theme switch (issue 30): Light, Dark or System (the device's setting). Remembered in
 * this browser, and on the account when signed in; an account's choice is taken up by a browser
 * where the member signs in.
 */
export function ThemeSwitch() {
  const t = useT("common");
  const choice = useThemeChoice();
  const { data: user } = useActiveUser();
  const save = useSaveTheme();
  const accountTheme = user?.is_authenticated ? user.theme : undefined;
  // The account's choice, once per sign-in: a change made here afterwards is saved to it anyway.
  const takenUp = useRef<string | null>(null);
  useEffect(() => {
    const key = user?.is_authenticated ? user.username : null;
    if (key === takenUp.current) return;
    takenUp.current = key;
    if (accountTheme && accountTheme !== choice) chooseTheme(accountTheme);
  }, [user, accountTheme, choice]);

  function change(next: ThemeChoice) {
    chooseTheme(next);
    if (user?.is_authenticated) save.mutate(next);
  }

  return (
    <div className="theme-switch d-flex align-items-center gap-2">
      <label htmlFor="theme-switch" className="form-label mb-0 small text-body-secondary">
        {t("common.theme.label")}
      </label>
      <select
        id="theme-switch"
        className="form-select form-select-sm"
        value={choice}
        onChange={(event) => change(event.target.value as ThemeChoice)}
        aria-describedby="theme-switch-help"
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {CHOICE_NAMES[option](t)}
          </option>
        ))}
      </select>
      <span id="theme-switch-help" className="visually-hidden">
        {t("common.theme.help")}
      </span>
    </div>
  );
}
