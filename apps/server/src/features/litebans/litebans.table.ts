import type { ColumnType } from "kysely";

/** The LiteBans tables the sync reads punishments from (kicks have no removal columns). */
export const PUNISHMENT_TABLES = ["bans", "mutes", "warnings", "kicks"] as const;
export type PunishmentTable = (typeof PUNISHMENT_TABLES)[number];
export type SourceTable = PunishmentTable | "history";

export interface LitebansCursorsTable {
  source_table: SourceTable;
  /** PostgreSQL's bigint arrives as a string. */
  last_id: ColumnType<number | string, number, number>;
  removed_since: string | null;
}

export interface LitebansStatusTable {
  id: number;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  failing_since: string | null;
  first_import_done_at: string | null;
  full_requested_at: string | null;
  full_done_at: string | null;
  full_deleted: number | null;
}

export interface LitebansTables {
  litebans_cursors: LitebansCursorsTable;
  litebans_status: LitebansStatusTable;
}
