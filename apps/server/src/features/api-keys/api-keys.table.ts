import type { Generated, Selectable } from "kysely";

export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased name: unique among keys that are not revoked. */
  name_key: string;
  /** The key's first characters, to tell keys apart; the key itself is never stored. */
  prefix: string;
  /** SHA-256 of the whole key. */
  key_hash: string;
  /** Space-separated scopes, e.g. "punishments:write". */
  scopes: string;
  created_at: string;
  /** Who made it: a username, or "cli"; null for keys made before this was recorded. */
  created_by: Generated<string | null>;
  last_used_at: string | null;
  /** The client address of the last use (written at most once a minute, with last_used_at). */
  last_used_ip: Generated<string | null>;
  revoked_at: string | null;
}

/** The patch targets a key may read (issue 26.12); a key with none here reads every target. */
export interface ApiKeyTargetsTable {
  key_id: number;
  target_id: number;
}

export interface ApiKeysTables {
  api_keys: ApiKeysTable;
  api_key_targets: ApiKeyTargetsTable;
}

export type ApiKeyRow = Selectable<ApiKeysTable>;
