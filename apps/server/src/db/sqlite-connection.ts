import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

/** Prepared statements kept per connection: enough for every query the app writes. */
export const STATEMENT_CACHE_SIZE = 256;

/** What a statement that does nothing answers to Kysely's SQLite driver. */
const nothing: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/**
 * better-sqlite3 for Kysely, with two differences:
 * - A ROLLBACK when no transaction is open does nothing. SQLite rolls a transaction back by itself
 *   on some errors (SQLITE_FULL, SQLITE_IOERR); Kysely's ROLLBACK then failed with "cannot rollback -
 *   no transaction is active", and that error replaced the real one in every answer and log line.
 * - Statements are prepared once per SQL text and reused (the least recently used beyond
 *   STATEMENT_CACHE_SIZE are dropped): Kysely prepares every query anew, which was most of the cost
 *   of a one-row read such as the news feed's. Reuse is safe because Kysely's driver lets one query
 *   use the connection at a time (a stream holds it until it ends), and SQLite prepares a statement
 *   again by itself when the schema changes.
 */
export function forKysely(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  function prepare(sql: string): SQLite.Statement {
    const cached = statements.get(sql);
    if (cached) {
      // Most recently used last, so the first key is the one to drop.
      statements.delete(sql);
      statements.set(sql, cached);
      return cached;
    }
    const statement = sqlite.prepare(sql);
    statements.set(sql, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    return statement;
  }
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => (ROLLBACK.test(sql) && !sqlite.inTransaction ? nothing : prepare(sql)),
  };
}
