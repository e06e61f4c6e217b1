import { randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@bastion/shared";
import { secretKey } from "../../lib/secret-box";
import { hashToken } from "../../lib/tokens";

// The authenticator secret must be readable by the server (it computes the expected code), so it is
// encrypted rather than hashed (lib/secret-box.ts: AES-256-GCM with a key derived from the app secret).

export { decryptSecret, encryptSecret } from "../../lib/secret-box";

/** The encryption key: 32 bytes derived from the app secret, for this one purpose. */
export const twoStepKey = (appSecret: string) => secretKey(appSecret, "two-step:secret");

// Letters and digits that cannot be misread for one another (no 0/o, 1/l/i): 31 symbols.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_LENGTH = 16;

/** Ten recovery codes as shown, xxxx-xxxx-xxxx-xxxx (about 79 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const symbols = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return symbols.join("").match(/.{4}/g)?.join("-") ?? "";
  });
}

/** A typed code without its spaces and dashes, lower-cased. */
export const normaliseCode = (typed: string) => typed.replace(/[\s-]/g, "").toLowerCase();

export const looksLikeRecoveryCode = (normalised: string) =>
  normalised.length === RECOVERY_LENGTH && [...normalised].every((symbol) => RECOVERY_ALPHABET.includes(symbol));

/**
 * A recovery code is stored as its SHA-256: with about 79 random bits it cannot be found from the hash, and a
 * fast hash lets a sign-in look the typed code up directly instead of trying ten slow hashes.
 */
export const hashRecoveryCode = (normalised: string) => hashToken(`recovery:${normalised}`);
