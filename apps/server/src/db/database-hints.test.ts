import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { asBulkWrite, asLongRead, type Db, dialectOf } from "./database";

// The storage hints as features see them (db/database.ts): the same calls on either engine, the work's
// answer and its errors passed through, and on SQLite the effect each hint exists for.

let test: TestDatabase;
let db: Db;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.handle.db;
  await sql`create table hint_rows (x integer not null)`.execute(db);
});

afterAll(async () => {
  await test.drop();
});

const rowsOf = () => sql<{ x: number }>`select x from hint_rows order by x`.execute(db).then(({ rows }) => rows);

/** A promise that settles when told to: holds a transaction open for as long as a test needs. */
function gate() {
  let open: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, closed };
}

describe("the storage hints of db/database.ts", () => {
  it("names the engine a handle and its transactions speak to", async () => {
    const expected = test.url ? "postgres" : "sqlite";
    expect(dialectOf(db)).toBe(expected);
    expect(await db.transaction().execute(async (trx) => dialectOf(trx))).toBe(expected);
  });

  it("hands back the work's answer and its error, whatever the engine", async () => {
    await sql`delete from hint_rows`.execute(db);
    const saved = await asBulkWrite(db, () =>
      db.transaction().execute(async (trx) => {
        await sql`insert into hint_rows (x) values (1), (2)`.execute(trx);
        return "saved";
      }),
    );
    expect(saved).toBe("saved");
    expect(await asLongRead(db, rowsOf)).toEqual([{ x: 1 }, { x: 2 }]);
    const failure = await asLongRead(db, () => sql`select nope from hint_rows`.execute(db)).then(
      () => "no error",
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/nope/);
  });

  // PostgreSQL's alone: SQLite has no parallel workers (its long reads go to a worker thread, below).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "runs a long read on PostgreSQL without parallel workers and with more memory, ordinary queries with the server's settings",
    async () => {
      const settings = async () =>
        (
          await sql<{
            workers: string;
            memory: string;
          }>`select current_setting('max_parallel_workers_per_gather') as workers,
            current_setting('work_mem') as memory`.execute(db)
        ).rows[0];
      expect(await asLongRead(db, settings)).toEqual({ workers: "0", memory: "32MB" });
      expect(await settings()).not.toEqual({ workers: "0", memory: "32MB" });
      expect((await settings())?.workers).not.toBe("0");
    },
  );

  it("lets an ordinary write waiting for SQLite's writer go before queued bulk work (PostgreSQL: no wait)", async () => {
    await sql`delete from hint_rows`.execute(db);
    const order: string[] = [];
    const hold = gate();
    const batch = (name: string, wait?: Promise<void>) =>
      asBulkWrite(db, () =>
        db.transaction().execute(async (trx) => {
          await sql`insert into hint_rows (x) values (1)`.execute(trx);
          await wait;
          order.push(name);
        }),
      );
    const first = batch("batch 1", hold.closed);
    const second = batch("batch 2");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const signUp = db.transaction().execute(async (trx) => {
      await sql`insert into hint_rows (x) values (2)`.execute(trx);
      order.push("sign-up");
    });
    // PostgreSQL's writers of other rows never wait for one another: the sign-up and batch 2 are both done
    // while batch 1 is held (batch 2 may still be taking a pool connection when the sign-up ends, so wait
    // for both). SQLite's one writer is batch 1's until it ends.
    const whileHeld = await Promise.race([
      (test.url ? Promise.all([signUp, second]) : signUp).then(() => "done"),
      new Promise((resolve) => setTimeout(resolve, test.url ? 10_000 : 200, "waiting")),
    ]);
    hold.open();
    await Promise.all([first, second, signUp]);
    if (test.url) {
      expect(whileHeld).toBe("done");
      expect(order.at(-1)).toBe("batch 1");
    } else {
      expect(whileHeld).toBe("waiting");
      expect(order).toEqual(["batch 1", "sign-up", "batch 2"]);
    }
    expect(await rowsOf()).toEqual([{ x: 1 }, { x: 1 }, { x: 2 }]);
  });

  it("answers an ordinary query at once while more long reads than connections are walking", async () => {
    // Twelve long reads at once: more than the ordinary pool's ten connections on PostgreSQL, more than
    // the read workers on SQLite. They wait for each other; an ordinary read goes straight through.
    let finished = 0;
    const walk = (query: ReturnType<typeof sql>) =>
      asLongRead(db, () => query.execute(db)).then(() => {
        finished += 1;
      });
    if (!test.url) {
      const slow = sql`WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 300000) SELECT count(*) FROM c`;
      const walks = Array.from({ length: 12 }, () => walk(slow));
      expect(await rowsOf()).toEqual(expect.any(Array));
      expect(finished).toBeLessThan(12);
      await Promise.all(walks);
      expect(finished).toBe(12);
      return;
    }
    // PostgreSQL: the long reads wait on a lock held by one ordinary connection until the ordinary
    // read has been answered (with one shared pool they would hold all the others, and it would wait).
    await db.connection().execute(async (holder) => {
      await sql`select pg_advisory_lock(4242)`.execute(holder);
      const walks = Array.from({ length: 12 }, () =>
        walk(sql`select pg_advisory_lock_shared(4242), pg_advisory_unlock_shared(4242)`),
      );
      const answered = await Promise.race([
        rowsOf().then(() => "answered"),
        new Promise((resolve) => setTimeout(() => resolve("still waiting after 3 s"), 3000)),
      ]);
      expect(answered).toBe("answered");
      expect(finished).toBe(0);
      await sql`select pg_advisory_unlock(4242)`.execute(holder);
      await Promise.all(walks);
    });
    expect(finished).toBe(12);
  });

  it("reads off the main thread on SQLite when asked for a long read, so the event loop keeps turning", async () => {
    const slow = sql<{
      n: number | string;
    }>`with recursive c(i) as (select 1 union all select i + 1 from c where i < 2000000)
      select count(*) as n from c`;
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    try {
      const { rows } = await asLongRead(db, () => slow.execute(db));
      expect(Number(rows[0]?.n)).toBe(2000000);
    } finally {
      clearInterval(timer);
    }
    // On the main thread SQLite would hold the loop until the answer; PostgreSQL never does.
    expect(ticks).toBeGreaterThan(2);
  });
});
