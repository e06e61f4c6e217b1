import type { Db } from "../../db/database";
import type { BackupKind } from "./backups.table";

export interface BackupRecord {
  file_name: string;
  directory: string;
  created_at: string;
  size_bytes: number;
  kind: BackupKind;
  dialect: string;
}

export async function recordBackup(db: Db, backup: BackupRecord): Promise<void> {
  await db.insertInto("backups").values(backup).execute();
}

export async function latestBackup(db: Db): Promise<BackupRecord | undefined> {
  const row = await db
    .selectFrom("backups")
    .select(["file_name", "directory", "created_at", "size_bytes", "kind", "dialect"])
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, size_bytes: Number(row.size_bytes) } : undefined;
}
