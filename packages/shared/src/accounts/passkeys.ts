import { z } from "zod";
import { msg } from "../i18n/messages";

// Passkeys (issue 29, docs/decisions/025): WebAuthn credentials of an account, for signing in
// without a password or as the second step after it.

export const PASSKEY_NAME_MAX = 50;
/** The most passkeys one account may hold: plenty for every phone, laptop and security key. */
export const PASSKEYS_MAX = 20;

export const PASSKEY_NAME_TOO_LONG = msg("A passkey's name must be at most {max} characters.", {
  max: PASSKEY_NAME_MAX,
});
export const PASSKEY_NAME_REQUIRED = msg("Give the passkey a name.");

/** A passkey as its owner sees it: never its key. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Synced by its provider (a password manager, a phone's keychain) to the person's other devices. */
  backed_up: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET API_PATHS.passkeys.list: the oldest first. */
export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

const nameText = z.string().trim().max(PASSKEY_NAME_MAX, PASSKEY_NAME_TOO_LONG);

/** POST API_PATHS.passkeys.rename. */
export const passkeyRenameRequestSchema = z.object({ name: nameText.min(1, PASSKEY_NAME_REQUIRED) });
export type PasskeyRenameRequest = z.input<typeof passkeyRenameRequestSchema>;

// What the browser hands back from a ceremony (SimpleWebAuthn's RegistrationResponseJSON and
// AuthenticationResponseJSON), checked for shape and size only: the server's library checks the rest.
const b64url = (max: number) =>
  z
    .string()
    .max(max, msg("The passkey's answer is too long."))
    .regex(/^[A-Za-z0-9_-]*$/, msg("The passkey's answer is not valid."));
const credentialBase = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

export const registrationCredentialSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(40_000),
    authenticatorData: b64url(8000).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4000).optional(),
  }),
});

export const authenticationCredentialSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(8000),
    signature: b64url(2000),
    userHandle: b64url(200).optional(),
  }),
});

/** POST API_PATHS.passkeys.register: the new passkey; an empty name becomes "Passkey N". */
export const passkeyRegisterRequestSchema = z.object({
  name: nameText.default(""),
  response: registrationCredentialSchema,
});
export type PasskeyRegisterRequest = z.input<typeof passkeyRegisterRequestSchema>;
/** As the server reads it, once checked. */
export type PasskeyRegisterBody = z.output<typeof passkeyRegisterRequestSchema>;

/** The three routes that take a signed challenge back: sign-in, second step. */
export const passkeyAssertionRequestSchema = z.object({ response: authenticationCredentialSchema });
export type PasskeyAssertionRequest = z.input<typeof passkeyAssertionRequestSchema>;
/** As the server reads it, once checked. */
export type PasskeyAssertionBody = z.output<typeof passkeyAssertionRequestSchema>;

/**
 * The options a ceremony starts from (SimpleWebAuthn's PublicKeyCredential*OptionsJSON), passed to
 * the browser as they are; typed by the browser library where they are used.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });

/** The answer to adding a passkey; the first second factor also brings ten recovery codes, shown once. */
export const passkeyAddedSchema = z.object({
  message: z.string(),
  passkey: passkeySchema,
  recovery_codes: z.array(z.string()).optional(),
});
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

export const PASSKEY_ADDED = msg("Your passkey is added.");
export const PASSKEY_ADDED_FIRST = msg("Your passkey is added. Keep your recovery codes somewhere safe.");
export const PASSKEY_RENAMED = msg("The passkey is renamed.");
export const PASSKEY_REMOVED = msg("The passkey is removed.");
export const PASSKEY_NOT_FOUND = msg("No such passkey.");
export const PASSKEY_CHECK_FAILED = msg("That passkey could not be checked. Try again.");
export const PASSKEY_UNKNOWN = msg("That passkey is not known here. Sign in with your password.");
export const PASSKEY_CHALLENGE_EXPIRED = msg("That took too long or was already used. Try again.");
export const PASSKEY_ALREADY_ADDED = msg("That passkey is already added to an account.");
export const PASSKEYS_FULL = msg("An account can hold at most {max} passkeys. Remove one first.", {
  max: PASSKEYS_MAX,
});
export const PASSKEY_OF_ANOTHER_ACCOUNT = msg("That passkey belongs to another account.");

/** The ways an account gives its second step: its passkeys, its authenticator app's codes. */
export const SECOND_STEP_METHODS = ["passkey", "code"] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];
