import { z } from "zod";
import { msg } from "../i18n/messages";
import { SECOND_STEP_METHODS } from "./passkeys";

export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may wait for its code. */
export const SECOND_STEP_MINUTES = 5;

export const SECOND_STEP_PROMPT = msg("Enter the code from your authenticator app.");
/** The prompt for an account whose second step is a passkey only (a recovery code still works). */
export const SECOND_STEP_PASSKEY_PROMPT = msg("Confirm it is you with your passkey.");
export const CODE_REQUIRED = msg("Enter the code.");
export const CODE_WRONG = msg("That code is not right. Try the newest code, or a recovery code.");

/** A six-digit code or a recovery code, as typed (spaces and dashes are allowed). */
const typedCode = z.string().trim().min(1, CODE_REQUIRED).max(40, CODE_WRONG);

export const twoStepStatusSchema = z.object({
  /** The authenticator app is set up. */
  enabled: z.boolean(),
  /** Unused recovery codes (they stand in for an authenticator or a passkey). */
  recovery_codes_left: z.number().int(),
  /** How many passkeys the account has: one or more ask for a second step too (docs/decisions/025). */
  passkeys: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

export const twoStepStartResponseSchema = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauth_url: z.string(),
  /** The QR code as a data: URL of an SVG picture, for an <img>. */
  qr_image: z.string(),
});
export type TwoStepStartResponse = z.infer<typeof twoStepStartResponseSchema>;

export const twoStepCodeRequestSchema = z.object({ code: typedCode });
export type TwoStepCodeRequest = z.input<typeof twoStepCodeRequestSchema>;

/** Shown once: after this answer only their hashes exist. */
export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** Turning it off or making new recovery codes proves the person again: the password or a code. */
export const twoStepProofRequestSchema = z.object({
  current_password: z.string().max(256).default(""),
  code: z.string().trim().max(40, CODE_WRONG).default(""),
});
export type TwoStepProofRequest = z.input<typeof twoStepProofRequestSchema>;

/** 202 from POST /users/api/login/: the password was right; the second step is asked next. */
export const loginSecondStepSchema = z.object({
  message: z.string(),
  second_step: z.literal(true),
  /** What the account can give: its passkeys, its authenticator app's code (a recovery code always). */
  methods: z.array(z.enum(SECOND_STEP_METHODS)),
});
export type LoginSecondStep = z.infer<typeof loginSecondStepSchema>;
