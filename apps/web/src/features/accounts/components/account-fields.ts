export type AccountField = "username" | "email" | "password1" | "password2";

/** The new account's fields, as the sign-up and the first-run setup forms show them. */
export const ACCOUNT_FIELDS: {
  name: AccountField;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
}[] = [
  {
    name: "username",
    label: "Username",
    type: "text",
    autoComplete: "username",
    hint: "3 to 30 letters, digits, dots, dashes or underscores.",
  },
  { name: "email", label: "E-mail", type: "email", autoComplete: "email" },
  {
    name: "password1",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    hint: "At least 8 characters; not a common password, not all digits, not like your name.",
  },
  { name: "password2", label: "Confirm password", type: "password", autoComplete: "new-password" },
];

/** The server calls the first password `password` in its field errors (spec §5). */
export const SERVER_FIELDS = { password: "password1" };

export const PASSWORDS_MUST_MATCH = "passwords must match";
const REQUIRED = "This field is required.";

/**
 * What the browser can tell before sending an account form: each empty field, then passwords that
 * differ; undefined when there is nothing to say.
 */
export function accountFormErrors<F extends string>(
  values: Record<F, string> & { password1: string; password2: string },
) {
  const missing = Object.fromEntries(
    (Object.keys(values) as F[]).filter((field) => !values[field].trim()).map((field) => [field, [REQUIRED]]),
  );
  if (Object.keys(missing).length > 0) return missing;
  if (values.password1 !== values.password2) return { password2: [PASSWORDS_MUST_MATCH] };
  return undefined;
}
