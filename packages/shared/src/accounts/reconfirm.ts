import { z } from "zod";
import { msg } from "../i18n/messages";

/**
 * How long a confirmation holds (issue 29's "about 10 minutes"): a dangerous action on a session
 * whose owner last proved who they are longer ago than this is refused until they do it again.
 */
export const RECONFIRM_MINUTES = 10;

/** Until when a confirmation made at `confirmedAt` (ISO-8601) holds: the guard's rule and the page's answer. */
export const confirmedUntil = (confirmedAt: string) =>
  new Date(Date.parse(confirmedAt) + RECONFIRM_MINUTES * 60 * 1000).toISOString();

export const RECONFIRM_REQUIRED = msg("Confirm it is you to continue.");
export const SECOND_FACTOR_REQUIRED = msg("Your group requires two-step sign-in: set it up to continue.");
export const RECONFIRMED = msg("Thank you: you can continue.");

/** What the person can confirm it is them with. */
export const RECONFIRM_METHODS = ["password", "code", "passkey"] as const;
export const reconfirmMethodSchema = z.enum(RECONFIRM_METHODS);
export type ReconfirmMethod = z.infer<typeof reconfirmMethodSchema>;

/** GET /users/api/reconfirm/ */
export const reconfirmStateSchema = z.object({
  /**
   * How this person confirms: an account with a second factor uses it (its password is what a
   * thief would have): a passkey when it has one, a code (the app's or a recovery code) always;
   * one without uses its password.
   */
  methods: z.array(reconfirmMethodSchema),
  /** Until when the session's last confirmation holds; in the past once it has lapsed. */
  confirmed_until: z.string(),
});
export type ReconfirmState = z.infer<typeof reconfirmStateSchema>;

/** POST /users/api/reconfirm/: the password, or a code from the authenticator app or a recovery code. */
export const reconfirmRequestSchema = z.object({
  current_password: z.string().max(256).default(""),
  code: z.string().trim().max(40).default(""),
});
export type ReconfirmRequest = z.input<typeof reconfirmRequestSchema>;

export const reconfirmResponseSchema = z.object({
  message: z.string(),
  confirmed_until: z.string(),
});
export type ReconfirmResponse = z.infer<typeof reconfirmResponseSchema>;
