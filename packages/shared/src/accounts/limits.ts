// No zod here: the web app imports these numbers without pulling the schemas into its chunks.
/** Registration and password-reset numbers the spec leaves open (§9 "maximum resend attempts"). */
export const ACCOUNT_LIMITS = {
  /** How long a verification link works. */
  verificationLinkHours: 24,
  /** Resends allowed per window, for the verification e-mail and for the reset e-mail alike. */
  resendAttempts: 3,
  resendWindowMinutes: 60,
} as const;
