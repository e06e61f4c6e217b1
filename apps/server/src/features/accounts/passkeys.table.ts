import type { Generated } from "kysely";

/** An account's passkey (issue 29): a WebAuthn credential's public key and what the site knows of it. */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url; unique over the site. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter; a bigint, so a string from PostgreSQL. */
  counter: number | string;
  /** JSON list of AuthenticatorTransport. */
  transports: string;
  device_type: "singleDevice" | "multiDevice";
  /** 0/1: synced by its provider to the person's other devices. */
  backed_up: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export type PasskeyPurpose = "register" | "sign_in" | "second_step" | "reconfirm";

/** A ceremony under way: its challenge, made for one purpose (and one account), used once. */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: PasskeyPurpose;
  user_id: number | null;
  created_at: string;
  expires_at: string;
}

export interface PasskeysTables {
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}
