import type { Generated } from "kysely";

/** An account's authenticator app (issue 29): its TOTP secret, encrypted with a key from the app secret. */
export interface UserAuthenticatorsTable {
  user_id: number;
  secret_encrypted: string;
  created_at: string;
  /** Null until a first code confirms the set-up: only a confirmed authenticator is asked for. */
  confirmed_at: string | null;
  /** The newest 30-second time step whose code was accepted; an older or equal one is refused. */
  last_step: number | null;
}

/** Single-use recovery codes: their SHA-256 only (each carries about 79 random bits). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A sign-in whose password was right, waiting for its code; the cookie holds the token. */
export interface SecondStepsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface TwoStepTables {
  user_authenticators: UserAuthenticatorsTable;
  recovery_codes: RecoveryCodesTable;
  second_steps: SecondStepsTable;
}
