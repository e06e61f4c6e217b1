import { sql, type Updateable } from "kysely";
import type { Db } from "../../db/database";
import { databaseTime } from "../../db/database-clock";
import type { LitebansStatusTable, SourceTable } from "./litebans.table";

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

/** The lease, and its holder while it is live by the database's clock (null once it lapsed). */
export async function readLease(db: Db) {
  return db
    .selectFrom("litebans_lease")
    .select([
      "holder",
      "expires_at",
      sql<string | null>`CASE WHEN expires_at > ${databaseTime(db)} THEN holder END`.as("live_holder"),
    ])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
}

/**
 * Takes the lease, or renews it, for `leaseMs`, in one conditional UPDATE: it succeeds only when the
 * lease is this holder's already, free, or expired. Expiry is set and judged by the database's clock,
 * never the instance's: an instance whose clock runs ahead would otherwise take a live lease, and one
 * whose clock runs behind would write an expiry already past for the others. On PostgreSQL a second
 * writer waits on the row and then sees the first one's holder, so two instances never both succeed;
 * SQLite has one writer anyway.
 */
export async function takeLease(db: Db, holder: string, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable("litebans_lease")
    .set({ holder, expires_at: databaseTime(db, leaseMs) })
    .where("id", "=", 1)
    .where((eb) =>
      eb.or([eb("holder", "=", holder), eb("holder", "is", null), eb("expires_at", "<", databaseTime(db))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets the lease go at once (a clean stop), so another instance need not wait for it to expire. */
export async function releaseLease(db: Db, holder: string) {
  await db
    .updateTable("litebans_lease")
    .set({ holder: null })
    .where("id", "=", 1)
    .where("holder", "=", holder)
    .execute();
}
