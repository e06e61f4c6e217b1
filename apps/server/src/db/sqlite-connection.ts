import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

/** What a statement that does nothing answers to Kysely's SQLite driver. */
const nothing: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/**
 * better-sqlite3 for Kysely, with one difference: a ROLLBACK when no transaction is open does
 * nothing. SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR);
 * Kysely's ROLLBACK then failed with "cannot rollback - no transaction is active", and that error
 * replaced the real one in every answer and log line.
 */
export function forKysely(sqlite: SQLite.Database): SqliteDatabase {
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => (ROLLBACK.test(sql) && !sqlite.inTransaction ? nothing : sqlite.prepare(sql)),
  };
}
