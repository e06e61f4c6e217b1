// No zod here: the web app imports these numbers without pulling the schemas into its chunks.
/** Registration and password-reset numbers the spec leaves open (§9 "maximum resend attempts"). */
export const ACCOUNT_LIMITS = {
  /** How long a verification link works (each one mailed, until the account is verified). */
  verificationLinkHours: 24,
  /** A sign-in on an unverified account mails a new link only when the newest is this old. */
  verificationMailGapMinutes: 5,
  /** Resends allowed per window, for the verification e-mail and for the reset e-mail alike. */
  resendAttempts: 3,
  resendWindowMinutes: 60,
} as const;
