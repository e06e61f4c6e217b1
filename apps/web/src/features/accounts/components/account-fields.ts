/** The new account's fields, as the sign-up and the first-run setup forms show them. */
export const ACCOUNT_FIELDS: {
  name: "username" | "email" | "password1" | "password2";
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
