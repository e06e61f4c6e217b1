import type { Db } from "../../db/database";
import { databaseTime } from "../../db/database-clock";
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

/**
 * Takes the lease `name` for `holder` for `leaseMs` if nobody holds it (or the holder's lease has
 * run out, e.g. a killed instance): one atomic upsert, so of instances asking at once one gets it.
 * Expiry is set and judged by the database's clock, which every instance shares (their own may differ).
 */
export async function takeLease(db: Db, name: string, holder: string, leaseMs: number) {
  const row = await db
    .insertInto("maintenance_leases")
    .values({ name, holder, expires_at: databaseTime(db, leaseMs) })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ holder, expires_at: databaseTime(db, leaseMs) })
        .where((eb) =>
          eb.or([
            eb("maintenance_leases.expires_at", "<=", databaseTime(db)),
            eb("maintenance_leases.holder", "=", holder),
          ]),
        ),
    )
    .returning("holder")
    .executeTakeFirst();
  return row?.holder === holder;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom("maintenance_leases").where("name", "=", name).where("holder", "=", holder).execute();
}
