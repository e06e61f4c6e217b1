import { sql } from "kysely";
import type { Db } from "../../db/database";
import { appendsDeltas } from "./punishments.counters";

// The record of punishment imports (punishment_imports): how far each has come, so that the same file
// run again resumes it, and so that an unfinished one is seen and can be taken back (docs/decisions/014).

const SHOWN_COLUMNS = [
  "id",
  "file_sha256",
  "file_name",
  "rows_total",
  "rows_applied",
  "created",
  "updated",
  "started_at",
  "progress_at",
  "discarded_at",
  "marks_rows",
] as const;

/** Advisory lock (space, key) that starting an import holds until its transaction ends (PostgreSQL). */
const START_LOCK = [0x696d70, 1] as const; // "imp"

/**
 * Makes the transaction that starts an import the only one doing so. SQLite's write transactions
 * already take the one write lock at BEGIN; PostgreSQL takes a transaction-scoped advisory lock.
 */
export async function takeImportStartLock(trx: Db) {
  if (appendsDeltas(trx)) await sql`select pg_advisory_xact_lock(${START_LOCK[0]}, ${START_LOCK[1]})`.execute(trx);
}

/** An import of this file that stopped part-way (killed), if any: the same file run again resumes it. */
export async function findUnfinishedImport(db: Db, fileSha256: string) {
  return db
    .selectFrom("punishment_imports")
    .select(["id", "rows_applied", "created", "updated"])
    .where("file_sha256", "=", fileSha256)
    .where("finished_at", "is", null)
    .where("discarded_at", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** Every import that has not ended: stopped part-way, still running, or being discarded. Oldest first. */
export async function openImports(db: Db) {
  return db
    .selectFrom("punishment_imports")
    .select(SHOWN_COLUMNS)
    .where("finished_at", "is", null)
    .orderBy("id")
    .execute();
}

export type OpenImport = Awaited<ReturnType<typeof openImports>>[number];

export async function startImport(
  db: Db,
  values: { file_sha256: string; file_name: string; rows_total: number; started_at: string },
): Promise<number> {
  const row = await db
    .insertInto("punishment_imports")
    .values({ ...values, marks_rows: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims the next slice of an import, first thing in the transaction that saves it: moves its progress
 * from `from` to `to` rows, only if nobody else did (another run of the same file) and the import was
 * not discarded meanwhile. The claim holds the import's row until the slice commits, so a discard and a
 * second run wait for it, then find the import moved on. False when the slice must not be saved.
 */
export async function claimImportSlice(trx: Db, id: number, slice: { from: number; to: number; now: string }) {
  const result = await trx
    .updateTable("punishment_imports")
    .set({ rows_applied: slice.to, progress_at: slice.now })
    .where("id", "=", id)
    .where("rows_applied", "=", slice.from)
    .where("finished_at", "is", null)
    .where("discarded_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds what a slice did to the import's totals, in the transaction that saved the slice. */
export async function addImportTotals(trx: Db, id: number, saved: { created: number; updated: number }) {
  await trx
    .updateTable("punishment_imports")
    .set((eb) => ({ created: eb("created", "+", saved.created), updated: eb("updated", "+", saved.updated) }))
    .where("id", "=", id)
    .execute();
}

export async function finishImport(db: Db, id: number, now: string) {
  return db
    .updateTable("punishment_imports")
    .set({ finished_at: now })
    .where("id", "=", id)
    .returning(["created", "updated"])
    .executeTakeFirstOrThrow();
}

/** Marks an import discarded (once): from then on no slice of it is saved, and it is never resumed. */
export async function markImportDiscarded(db: Db, id: number, now: string) {
  await db
    .updateTable("punishment_imports")
    .set({ discarded_at: now })
    .where("id", "=", id)
    .where("discarded_at", "is", null)
    .execute();
}
