import type { Generated, Selectable } from "kysely";

/** One privileged action: who, when, from where, what, on what, and the change where it helps. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  /** The acting account; null for the CLI, or once the account is deleted. */
  actor_id: number | null;
  /** user, cli, system or api_key (packages/shared AUDIT_ACTOR_KINDS). */
  actor_kind: Generated<string>;
  /** The actor's stable id: the account's (kept after it is deleted) or the API key's; null for cli and system. */
  actor_ref: number | null;
  /** The actor's name at the time: a username, "cli", a key's name. */
  actor_name: string;
  /** Lower-cased actor_name, for the filter. */
  actor_key: string;
  ip: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  /** How the log names the target, e.g. "Steve" or "Announcement #4: Season 3". */
  target_label: string;
  before_json: string | null;
  after_json: string | null;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}

export type AuditRow = Selectable<AuditLogTable>;
