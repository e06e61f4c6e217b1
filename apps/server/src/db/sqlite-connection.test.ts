import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { forKysely, STATEMENT_CACHE_SIZE } from "./sqlite-connection";

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

/** A Kysely on an in-memory database that counts how often each SQL text is prepared. */
function countingDb() {
  const sqlite = new SQLite(":memory:");
  const prepared = new Map<string, number>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    prepared.set(source, (prepared.get(source) ?? 0) + 1);
    return prepare(source);
  }) as typeof sqlite.prepare;
  const db = new Kysely<{ t: { x: number; y?: number } }>({
    dialect: new SqliteDialect({ database: forKysely(sqlite) }),
  });
  return { db, prepared };
}

describe("the SQLite statement cache", () => {
  it("prepares each SQL text once and reuses it with new parameters", async () => {
    const { db, prepared } = countingDb();
    await sql`CREATE TABLE t (x INTEGER)`.execute(db);
    for (let x = 1; x <= 5; x += 1) await db.insertInto("t").values({ x }).execute();
    const found = [];
    for (let x = 1; x <= 5; x += 1)
      found.push(await db.selectFrom("t").select("x").where("x", "=", x).executeTakeFirst());
    expect(found).toEqual([1, 2, 3, 4, 5].map((x) => ({ x })));
    expect([...prepared.values()].every((count) => count === 1)).toBe(true);
    await db.destroy();
  });

  it("sees a schema change through a cached statement", async () => {
    const { db } = countingDb();
    await sql`CREATE TABLE t (x INTEGER)`.execute(db);
    await db.insertInto("t").values({ x: 1 }).execute();
    expect(await db.selectFrom("t").selectAll().execute()).toEqual([{ x: 1 }]);
    await sql`ALTER TABLE t ADD COLUMN y INTEGER DEFAULT 7`.execute(db);
    expect(await db.selectFrom("t").selectAll().execute()).toEqual([{ x: 1, y: 7 }]);
    await db.destroy();
  });

  it("keeps at most STATEMENT_CACHE_SIZE statements, dropping the least recently used", async () => {
    const { db, prepared } = countingDb();
    const first = "SELECT 0 AS n";
    await sql.raw(first).execute(db);
    for (let n = 1; n <= STATEMENT_CACHE_SIZE; n += 1) await sql.raw(`SELECT ${n} AS n`).execute(db);
    await sql.raw(first).execute(db);
    expect(prepared.get(first)).toBe(2);
    await db.destroy();
  });
});
