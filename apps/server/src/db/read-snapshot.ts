import type { DatabaseHandle, Db } from "./database";

/**
 * Runs `read` on one unchanging view of the database, while writers go on: PostgreSQL's REPEATABLE
 * READ, or on SQLite a read-only transaction on a connection of its own (db/sqlite-driver.ts; WAL keeps
 * it apart from writers, and no writer waits for it). For long reads such as exports, whose rows must
 * agree with each other across batches.
 */
export function readSnapshot<T>(handle: DatabaseHandle, read: (db: Db) => Promise<T>): Promise<T> {
  const transaction = handle.db.transaction().setAccessMode("read only");
  return (handle.dialect === "postgres" ? transaction.setIsolationLevel("repeatable read") : transaction).execute(read);
}
