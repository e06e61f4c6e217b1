import type { Generated, Selectable } from "kysely";

/** One privileged action: who, when, from where, what, on what, and the change where it helps. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  /** The acting account; null for the CLI, or once the account is deleted. */
  actor_id: number | null;
  /** The actor's username at the time, or "cli". */
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
