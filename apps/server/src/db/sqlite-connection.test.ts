import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { forKysely } from "./sqlite-connection";

// SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR); a trigger's
// RAISE(ROLLBACK) does the same on purpose, which makes the case repeatable here.

async function failingInsert(wrap: boolean) {
  const sqlite = new SQLite(":memory:");
  const db = new Kysely<{ t: { x: number } }>({
    dialect: new SqliteDialect({ database: wrap ? forKysely(sqlite) : sqlite }),
  });
  await sql`CREATE TABLE t (x INTEGER)`.execute(db);
  await sql`CREATE TRIGGER t_full BEFORE INSERT ON t BEGIN SELECT RAISE(ROLLBACK, 'database or disk is full'); END`.execute(
    db,
  );
  try {
    return await db
      .transaction()
      .execute((trx) => trx.insertInto("t").values({ x: 1 }).execute())
      .then(
        () => "no error",
        (error: Error) => error.message,
      );
  } finally {
    await db.destroy();
  }
}

describe("the SQLite connection", () => {
  it("lets the real error through when SQLite already rolled the transaction back", async () => {
    expect(await failingInsert(true)).toBe("database or disk is full");
  });

  it("is needed: without it, Kysely's own ROLLBACK error replaces the real one", async () => {
    expect(await failingInsert(false)).toMatch(/cannot rollback - no transaction is active/);
  });
});
