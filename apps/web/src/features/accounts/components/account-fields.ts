import type { Translate } from "../../../lib/i18n";

export type AccountField = "username" | "email" | "password1" | "password2";

/** The new account's fields, as the sign-up and the first-run setup forms show them, in the language shown. */
export const accountFields = (
  t: Translate,
): {
  name: AccountField;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
}[] => [
  {
    name: "username",
    label: t("accounts.fields.username"),
    type: "text",
    autoComplete: "username",
    hint: t("accounts.fields.usernameHint"),
  },
  { name: "email", label: t("accounts.fields.email"), type: "email", autoComplete: "email" },
  {
    name: "password1",
    label: t("accounts.fields.password"),
    type: "password",
    autoComplete: "new-password",
    hint: t("accounts.fields.passwordHint"),
  },
  { name: "password2", label: t("accounts.fields.confirmPassword"), type: "password", autoComplete: "new-password" },
];

/** The server calls the first password `password` in its field errors (spec §5). */
export const SERVER_FIELDS = { password: "password1" };

/**
 * What the browser can tell before sending an account form: each empty field, then passwords that
 * differ (`mismatch`); undefined when there is nothing to say.
 */
export function accountFormErrors<F extends string>(
  values: Record<F, string> & { password1: string; password2: string },
  t: Translate,
): { errors: Record<string, string[]>; mismatch: boolean } | undefined {
  const required = t("accounts.fields.required");
  const missing = Object.fromEntries(
    (Object.keys(values) as F[]).filter((field) => !values[field].trim()).map((field) => [field, [required]]),
  );
  if (Object.keys(missing).length > 0) return { errors: missing, mismatch: false };
  if (values.password1 !== values.password2) {
    return { errors: { password2: [t("accounts.fields.passwordsMustMatch")] }, mismatch: true };
  }
  return undefined;
}
