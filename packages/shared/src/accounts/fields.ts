import { z } from "zod";
import { msg } from "../i18n/messages";
import { ACCESS_NAME_PATTERN, ACCESS_NAME_RULE } from "../permissions";

/** Usernames: 3 to 30 letters, digits, dots, dashes or underscores; unique regardless of case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;

/**
 * Names no new account may take (any case): a fixed route (/profile/edit/), names that pass for
 * staff, and names the site itself acts or speaks under, which in the audit log, a comment or a
 * punishment would read like it: "cli" (the management CLI's entries), "system", "console" (LiteBans'
 * issuer for the server console), "setup" (the first-run setup), "bastion" (the product), "api",
 * and "unknown" and "anonymous" (shown where no person is known). Accounts that already have one of
 * these names keep it; the audit log tells them apart by kind and id (issue 26.9).
 */
export const RESERVED_USERNAMES = [
  "edit",
  "security",
  "admin",
  "administrator",
  "owner",
  "root",
  "staff",
  "moderator",
  "support",
  "console",
  "system",
  "cli",
  "setup",
  "bastion",
  "api",
  "unknown",
  "anonymous",
];

export const usernameSchema = z
  .string()
  .trim()
  .min(3, msg("Username must be at least 3 characters."))
  .max(30, msg("Username must be at most 30 characters."))
  .regex(USERNAME_PATTERN, msg("Username may only contain letters, digits, dots, dashes and underscores."))
  .refine((name) => !RESERVED_USERNAMES.includes(name.toLowerCase()), msg("That username is reserved."));

export const emailSchema = z
  .string()
  .trim()
  .min(1, msg("E-mail is required."))
  .max(254, msg("E-mail must be at most 254 characters."))
  .pipe(z.email(msg("Enter a valid e-mail address.")));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, msg("Password must be at least {min} characters.", { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, msg("Password must be at most {max} characters.", { max: PASSWORD_MAX }));

/** Group and permission names (permissions.ts holds the rule, free of zod for the web app). */
export const accessNameSchema = z.string().regex(ACCESS_NAME_PATTERN, ACCESS_NAME_RULE);
