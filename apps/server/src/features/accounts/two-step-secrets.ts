import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@bastion/shared";
import { hashToken } from "../../lib/tokens";

// The authenticator secret must be readable by the server (it computes the expected code), so it is
// encrypted rather than hashed: AES-256-GCM with a key derived from the app secret. The app secret
// lives in the same database, so this keeps the secrets out of anything that carries the table but
// not the settings (an export, a log line, a copied row); a whole-database dump still reveals them.

/** The encryption key: 32 bytes derived from the app secret, for this one purpose. */
export const twoStepKey = (appSecret: string) => createHmac("sha256", appSecret).update("two-step:secret").digest();

export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(":");
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, sealed] = stored.split(":");
  if (version !== "v1" || !iv || !tag || !sealed) throw new Error("unreadable authenticator secret");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}

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
