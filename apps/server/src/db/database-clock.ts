import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Db } from "./database";

/**
 * The database's own time, `aheadMs` from now, as stored timestamps are written (ISO-8601 UTC text
 * with milliseconds, docs/decisions/002-portable-columns.md), for rules several instances must agree
 * on, such as a lease's expiry: their own clocks may disagree, the one database's does not.
 * PostgreSQL's statement_timestamp() is now() outside a transaction, and this statement's own time
 * inside one. SQLite's 'now' is the time of the machine that holds the file.
 */
export function databaseTime(db: Db, aheadMs = 0): RawBuilder<string> {
  const seconds = aheadMs / 1000;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<string>`to_char((statement_timestamp() + make_interval(secs => ${seconds}::double precision)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${seconds} seconds`})`;
}
