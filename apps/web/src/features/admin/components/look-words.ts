import type { ContrastCheck, ThemeChoice } from "@bastion/shared";
import type { Translate } from "../../../lib/i18n";

/** The shared THEME_CHOICE_LABELS, in the language shown, and what each choice does. */
export const THEME_WORDS: Record<ThemeChoice, { label: string; help: string }> = {
  light: { label: "admin-look.theme.light", help: "admin-look.theme.lightHelp" },
  dark: { label: "admin-look.theme.dark", help: "admin-look.theme.darkHelp" },
  system: { label: "admin-look.theme.system", help: "admin-look.theme.systemHelp" },
};

/**
 * The shared contrast checks' words (lookContrastChecks), found by their English label: the check's
 * name and the sentence shown when it fails. A check the web does not know yet keeps the shared words.
 */
const CHECK_WORDS: Record<string, { label: string; failure: string }> = {
  "Links on the light background": {
    label: "admin-look.check.links.lightBackground",
    failure: "admin-look.fail.links.lightBackground",
  },
  "Links on the light cards": {
    label: "admin-look.check.links.lightCards",
    failure: "admin-look.fail.links.lightCards",
  },
  "Links on the dark background": {
    label: "admin-look.check.links.darkBackground",
    failure: "admin-look.fail.links.darkBackground",
  },
  "Links on the dark cards": { label: "admin-look.check.links.darkCards", failure: "admin-look.fail.links.darkCards" },
  "Focus ring on the light background": {
    label: "admin-look.check.focus.lightBackground",
    failure: "admin-look.fail.focus.lightBackground",
  },
  "Focus ring on the light cards": {
    label: "admin-look.check.focus.lightCards",
    failure: "admin-look.fail.focus.lightCards",
  },
  "Focus ring on the dark background": {
    label: "admin-look.check.focus.darkBackground",
    failure: "admin-look.fail.focus.darkBackground",
  },
  "Focus ring on the dark cards": {
    label: "admin-look.check.focus.darkCards",
    failure: "admin-look.fail.focus.darkCards",
  },
  "Second colour as text on the light background": {
    label: "admin-look.check.second.lightBackground",
    failure: "admin-look.fail.second.lightBackground",
  },
  "Second colour as text on the light cards": {
    label: "admin-look.check.second.lightCards",
    failure: "admin-look.fail.second.lightCards",
  },
  "Second colour as text on the dark background": {
    label: "admin-look.check.second.darkBackground",
    failure: "admin-look.fail.second.darkBackground",
  },
  "Second colour as text on the dark cards": {
    label: "admin-look.check.second.darkCards",
    failure: "admin-look.fail.second.darkCards",
  },
  "Button text on the accent": { label: "admin-look.check.button.accent", failure: "admin-look.fail.button.accent" },
  "Button text on the second colour": {
    label: "admin-look.check.button.second",
    failure: "admin-look.fail.button.second",
  },
};

/** A contrast ratio as the check writes it, rounded down ("4.4", never a passing "4.5"), in the language shown. */
export const ratioNumber = (locale: string, ratio: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.floor(ratio * 10) / 10,
  );

/** A check's name and its failure, in the language shown. */
export function checkWords(t: Translate, locale: string, check: ContrastCheck): { label: string; failure: string } {
  const words = CHECK_WORDS[check.label];
  if (!words) return { label: check.label, failure: check.message };
  const values = { colour: check.foreground, ratio: ratioNumber(locale, check.ratio), minimum: check.minimum };
  return { label: t(words.label), failure: t(words.failure, values) };
}
