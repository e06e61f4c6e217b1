import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A URL-safe random token with 256 bits of entropy. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

/** Tokens are stored as their SHA-256 so a database leak reveals no usable token. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const hmac = (key: string, value: string) => createHmac("sha256", key).update(value).digest("base64url");

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
