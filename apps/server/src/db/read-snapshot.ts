import { sql } from "kysely";
import type { DatabaseHandle, Db } from "./database";

/**
 * Runs `read` on one unchanging view of the database, while writers go on: PostgreSQL's REPEATABLE
 * READ, or on SQLite a deferred read transaction on one connection (WAL keeps it apart from writers).
 * For long reads such as exports, whose rows must agree with each other across batches.
 */
export async function readSnapshot<T>(handle: DatabaseHandle, read: (db: Db) => Promise<T>): Promise<T> {
  if (handle.dialect === "postgres") {
    return handle.db.transaction().setIsolationLevel("repeatable read").execute(read);
  }
  return handle.db.connection().execute(async (connection) => {
    await sql`begin deferred`.execute(connection);
    try {
      return await read(connection);
    } finally {
      await sql`commit`.execute(connection);
    }
  });
}
