import { createHmac } from "node:crypto";
import { PASSKEY_CHALLENGE_EXPIRED, PASSKEY_CHECK_FAILED } from "@bastion/shared";
import type { AuthenticatorTransport, WebAuthnCredential } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { HttpError } from "../../lib/errors";
import { claimChallenge, insertChallenge, type PasskeyRow } from "./passkeys.repository";
import type { PasskeyPurpose } from "./passkeys.table";

// What every passkey ceremony shares (docs/decisions/025): the relying party, the account's user
// handle, and the challenges, kept in the database and used once.

/** The site as WebAuthn names it, from PUBLIC_URL: a passkey made for one host is refused by another. */
export interface RelyingParty {
  /** PUBLIC_URL's host name (a passkey also works on its subdomains' pages, never elsewhere). */
  id: string;
  name: string;
  /** PUBLIC_URL's origin: the only page a ceremony may come from. */
  origin: string;
}

export interface PasskeyDeps {
  db: Db;
  rp: RelyingParty;
  /** For the user handles (userHandleOf). */
  appSecret: string;
}

export function relyingPartyOf(config: Pick<Config, "publicUrl" | "SITE_NAME">): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, name: config.SITE_NAME, origin: url.origin };
}

/**
 * The account's WebAuthn user handle: stable (an authenticator keeps one passkey per site and
 * handle, so a second one made on the same device replaces the first), and derived from the app
 * secret so that it says nothing about the account (WebAuthn asks for no personal data in it).
 */
export const userHandleOf = (appSecret: string, userId: number) =>
  new Uint8Array(createHmac("sha256", appSecret).update(`passkey:user:${userId}`).digest());

/** A ceremony's challenge lasts this long: the browser's own timeout is one minute. */
export const CHALLENGE_MS = 5 * 60 * 1000;

export const rememberChallenge = (db: Db, challenge: string, purpose: PasskeyPurpose, userId: number | null) =>
  insertChallenge(db, challenge, purpose, userId, CHALLENGE_MS);

/** A refused ceremony: the browser's answer did not check out. The reason is for the audit log. */
export class PasskeyRefusal extends HttpError {
  constructor(
    status: 400 | 401,
    message: string,
    readonly reason: string,
  ) {
    super(status, message);
  }
}

/** The challenge the browser signed, read from its client data; a refusal when unreadable. */
function signedChallenge(clientDataJSON: string): string {
  try {
    const clientData: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === "string" && challenge !== "") return challenge;
  } catch {
    // Falls through to the refusal.
  }
  throw new PasskeyRefusal(400, PASSKEY_CHECK_FAILED, "client data not readable");
}

/**
 * Uses up the challenge the browser signed, made for `purpose` (and, when given, for `userId`):
 * a response whose challenge is unknown, expired, already used or another ceremony's is refused.
 */
export async function useChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: PasskeyPurpose,
  userId: number | null,
): Promise<string> {
  const challenge = signedChallenge(clientDataJSON);
  const claimed = await claimChallenge(db, challenge, purpose);
  if (!claimed || claimed.user_id !== userId) {
    throw new PasskeyRefusal(400, PASSKEY_CHALLENGE_EXPIRED, "challenge unknown, used or expired");
  }
  return challenge;
}

/** A stored passkey as the library checks signatures with. */
export const credentialOf = (row: PasskeyRow): WebAuthnCredential => ({
  id: row.credential_id,
  publicKey: isoBase64URL.toBuffer(row.public_key),
  counter: Number(row.counter),
  transports: transportsOf(row),
});

export function transportsOf(row: Pick<PasskeyRow, "transports">): AuthenticatorTransport[] {
  try {
    const parsed: unknown = JSON.parse(row.transports);
    return Array.isArray(parsed) ? (parsed.filter((item) => typeof item === "string") as AuthenticatorTransport[]) : [];
  } catch {
    return [];
  }
}

/**
 * Runs the library's check of a browser's answer: anything it throws (a forged, broken or foreign
 * answer) is a refusal, never a 500. `status` is 401 for a sign-in, 400 otherwise.
 */
export async function checked<T extends { verified: boolean }>(status: 400 | 401, run: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    throw new PasskeyRefusal(status, PASSKEY_CHECK_FAILED, (error as Error).message.slice(0, 200));
  }
  if (!result.verified) throw new PasskeyRefusal(status, PASSKEY_CHECK_FAILED, "not verified");
  return result;
}
