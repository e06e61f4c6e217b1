import type { Updateable } from "kysely";
import type { Db } from "../../db/database";
import { databaseTime } from "../../db/database-clock";
import type { LitebansStatusTable, SourceTable } from "./litebans.table";

/** The sync's lease (lib/leases.ts): the instance holding it runs the sync, the others stand by. */
export const LITEBANS_LEASE = "litebans-sync";

export interface Cursor {
  lastId: number;
  removedSince: string | null;
}

export async function readCursors(db: Db): Promise<Map<SourceTable, Cursor>> {
  const rows = await db.selectFrom("litebans_cursors").selectAll().execute();
  return new Map(
    rows.map((row) => [row.source_table, { lastId: Number(row.last_id), removedSince: row.removed_since }]),
  );
}

/** Moves a table's position; inside the transaction that saved the rows it covers. */
export async function writeCursor(trx: Db, table: SourceTable, cursor: Partial<Cursor>) {
  await trx
    .updateTable("litebans_cursors")
    .set({
      ...(cursor.lastId === undefined ? {} : { last_id: cursor.lastId }),
      ...(cursor.removedSince === undefined ? {} : { removed_since: cursor.removedSince }),
    })
    .where("source_table", "=", table)
    .execute();
}

export async function readStatus(db: Db) {
  return db.selectFrom("litebans_status").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}

export async function writeStatus(db: Db, values: Updateable<Omit<LitebansStatusTable, "id">>) {
  await db.updateTable("litebans_status").set(values).where("id", "=", 1).execute();
}

/**
 * Asks the instance that runs the sync for a full pass, stamped by the database's clock (as its
 * answer, full_done_at, is), so the CLI and the server agree whatever their own clocks say.
 * Returns the stamp.
 */
export async function requestFullSync(db: Db): Promise<string> {
  const row = await db
    .updateTable("litebans_status")
    .set({ full_requested_at: databaseTime(db) })
    .where("id", "=", 1)
    .returning("full_requested_at")
    .executeTakeFirstOrThrow();
  return row.full_requested_at ?? "";
}

/** Records that a full pass finished, by the database's clock. */
export async function recordFullSyncDone(db: Db, deleted: number): Promise<void> {
  await db
    .updateTable("litebans_status")
    .set({ full_done_at: databaseTime(db), full_deleted: deleted })
    .where("id", "=", 1)
    .execute();
}
