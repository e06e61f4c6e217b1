import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../../db/database";
import { latestBackup } from "./backups.repository";
import { BACKUP_NAME } from "./take-backup";

export { BackupError } from "./backup-errors";
export { type RestoreOutcome, restoreBackup } from "./restore-backup";
export { type BackupOutcome, maskedUrl, pgDumpCommand, pgRestoreCommand, takeBackup } from "./take-backup";

export interface LastBackup {
  file_name: string;
  directory: string;
  created_at: string;
  size_bytes: number;
  kind: "manual" | "scheduled";
}

/** The newest backup any instance or `manage backup` took, for the owner console and doctor. */
export async function lastBackup(db: Db): Promise<LastBackup | undefined> {
  const row = await latestBackup(db);
  return (
    row && {
      file_name: row.file_name,
      directory: row.directory,
      created_at: row.created_at,
      size_bytes: row.size_bytes,
      kind: row.kind,
    }
  );
}

/**
 * Whether the last backup is too old to rely on: older than twice the schedule's interval (or
 * missing while a schedule is set). Without a schedule nothing is overdue.
 */
export function backupOverdue(last: LastBackup | undefined, everyHours: number | undefined, now = Date.now()) {
  if (everyHours === undefined) return false;
  if (!last) return true;
  return now - Date.parse(last.created_at) > 2 * everyHours * 3_600_000;
}

/** Deletes all but the newest `keep` backups in `dir` (only files named like ours); returns their names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}
