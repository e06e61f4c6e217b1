import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

// Secrets the server must read back (an authenticator's secret, a Discord webhook's URL) are
// encrypted rather than hashed: AES-256-GCM with a key derived from the app secret for each purpose.
// The app secret lives in the same database, so this keeps the secrets out of anything that carries
// the table but not the settings (an export, a log line, a copied row); a whole-database dump still
// reveals them.

/** An encryption key: 32 bytes derived from the app secret, for one purpose ("two-step:secret"). */
export const secretKey = (appSecret: string, purpose: string) =>
  createHmac("sha256", appSecret).update(purpose).digest();

/** `v1:iv:tag:sealed`, each part base64url. */
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
  if (version !== "v1" || !iv || !tag || !sealed) throw new Error("unreadable encrypted secret");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}
