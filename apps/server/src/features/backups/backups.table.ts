import type { Generated } from "kysely";

export type BackupKind = "manual" | "scheduled";

/** One backup archive written (by `manage backup` or the schedule); the file itself is on disk. */
export interface BackupsTable {
  id: Generated<number>;
  file_name: string;
  directory: string;
  created_at: string;
  /** bigint on PostgreSQL: pg answers it as a string, so readers convert. */
  size_bytes: number | string;
  kind: BackupKind;
  dialect: string;
}

export interface BackupsTables {
  backups: BackupsTable;
}
