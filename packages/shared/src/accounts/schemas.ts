import { z } from "zod";
import { errorCodeSchema } from "../errors";
import { msg } from "../i18n/messages";
import { writtenText } from "../text-schema";

/** Every form the spec lists under §5 Bot check sends this field. */
export const BOT_CHECK_FIELD = "g-recaptcha-response";
const botCheckToken = z.string().max(20_000).optional();

export const loginRequestSchema = z.object({
  email: writtenText().pipe(z.string().min(1, msg("E-mail is required.")).max(254)),
  password: z.string().min(1, msg("Password is required.")).max(256),
  [BOT_CHECK_FIELD]: botCheckToken,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ message: z.string(), username: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export { botCheckToken };

/** 412 from POST /users/api/login/: the password was right but the account is not verified yet. */
export const loginUnverifiedSchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  /** Lets the login screen ask for a new verification e-mail (POST /users/api/register/resend/). */
  pin: z.string(),
});

// Request bodies are loose on purpose (strings with a length cap): the server checks every field
// and answers all the field errors of a form at once, including the password rules.
const text = (max: number) => z.string().max(max).default("");

/** POST /users/api/register/ */
export const registerRequestSchema = z.object({
  username: text(200),
  email: text(320),
  password1: text(256),
  password2: text(256),
  [BOT_CHECK_FIELD]: botCheckToken,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  /** Identifies this pending verification for POST /users/api/register/resend/. */
  pin: z.string(),
  email: z.string(),
  /** False when the verification e-mail could not be sent (the account is kept: use resend). */
  mail_sent: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /users/api/register/resend/ */
export const resendVerificationRequestSchema = z.object({
  email: writtenText().pipe(z.string().min(1, msg("E-mail is required.")).max(320)),
  pin: z.string().min(1, msg("The pin is missing.")).max(200),
});
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

/** POST /verification/api/verify-account/: 200 verified, 226 already verified, 417 failed, 404 no such user. */
export const verifyAccountRequestSchema = z.object({
  username: writtenText().pipe(z.string().min(1, msg("Username is required.")).max(200)),
  token: z.string().min(1, msg("The token is missing.")).max(200),
  [BOT_CHECK_FIELD]: botCheckToken,
});
export type VerifyAccountRequest = z.infer<typeof verifyAccountRequestSchema>;

/**
 * 200 and 226 answers of verify-account; `result` tells them apart without reading the status.
 * `signed_in`: the 200 also signed the player in (the link proves the address; a deactivated account
 * is verified but not signed in).
 */
export const verifyAccountResponseSchema = z.object({
  message: z.string(),
  result: z.enum(["verified", "already_verified"]),
  signed_in: z.boolean(),
});
export type VerifyAccountResponse = z.infer<typeof verifyAccountResponseSchema>;

const emailField = writtenText().pipe(z.string().min(1, msg("E-mail is required.")).max(320));

/** POST /users/api/forgot-password/ and /users/api/forgot-password/resend/ */
export const forgotPasswordRequestSchema = z.object({ email: emailField, [BOT_CHECK_FIELD]: botCheckToken });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /users/api/forgot-password/verify-link/: 200 good, 404 unknown, 410 expired or used. */
export const resetLinkRequestSchema = z.object({
  username: writtenText().pipe(z.string().min(1, msg("Username is required.")).max(200)),
  token: z.string().min(1, msg("The token is missing.")).max(200),
  [BOT_CHECK_FIELD]: botCheckToken,
});
export type ResetLinkRequest = z.infer<typeof resetLinkRequestSchema>;

/**
 * POST /users/api/forgot-password/confirm/. Field errors come back under `password1` (the password
 * rules, for new_password1) and `password2` (for new_password2: missing or not matching), per spec §5.
 */
export const resetConfirmRequestSchema = resetLinkRequestSchema.extend({
  new_password1: text(256),
  new_password2: text(256),
});
export type ResetConfirmRequest = z.input<typeof resetConfirmRequestSchema>;
