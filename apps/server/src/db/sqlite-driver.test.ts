import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureSqlite } from "./database";
import { BastionSqliteDialect } from "./sqlite-dialect";
import { asBulkWrite, asLongRead } from "./sqlite-driver";

interface Tables {
  t: { x: number };
}

const opened: { db: Kysely<Tables>; dir: string }[] = [];

async function openDatabase() {
  const dir = mkdtempSync(join(tmpdir(), "bastion-driver-"));
  const db = new Kysely<Tables>({
    dialect: new BastionSqliteDialect({ path: join(dir, "test.sqlite"), configure: configureSqlite }),
  });
  opened.push({ db, dir });
  await sql`CREATE TABLE t (x INTEGER)`.execute(db);
  return db;
}

afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A promise that settles when told to: holds a transaction open for as long as a test needs. */
function gate() {
  let open: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, closed };
}

describe("the SQLite driver", () => {
  it("lets the real error through when SQLite already rolled the transaction back", async () => {
    // SQLite rolls back by itself on SQLITE_FULL or SQLITE_IOERR; a trigger's RAISE(ROLLBACK) does the
    // same on purpose. A second ROLLBACK would fail with "no transaction is active" and hide the cause.
    const db = await openDatabase();
    await sql`CREATE TRIGGER t_full BEFORE INSERT ON t BEGIN SELECT RAISE(ROLLBACK, 'database or disk is full'); END`.execute(
      db,
    );
    const outcome = await db
      .transaction()
      .execute((trx) => trx.insertInto("t").values({ x: 1 }).execute())
      .then(
        () => "no error",
        (error: Error) => error.message,
      );
    expect(outcome).toBe("database or disk is full");
    // The writer is free again.
    await sql`DROP TRIGGER t_full`.execute(db);
    await db.insertInto("t").values({ x: 2 }).execute();
    expect(await db.selectFrom("t").select("x").execute()).toEqual([{ x: 2 }]);
  });

  it("answers reads while a transaction holds the writer, with the last committed rows", async () => {
    const db = await openDatabase();
    await db.insertInto("t").values({ x: 1 }).execute();
    const hold = gate();
    const inside = gate();
    const writing = db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ x: 2 }).execute();
      // The transaction sees its own row.
      expect(await trx.selectFrom("t").select("x").orderBy("x").execute()).toEqual([{ x: 1 }, { x: 2 }]);
      inside.open();
      await hold.closed;
    });
    await inside.closed;
    // Kysely's own driver would wait here until the transaction ended.
    const read = await Promise.race([
      db.selectFrom("t").select("x").execute(),
      new Promise((resolve) => setTimeout(() => resolve("waited"), 1000)),
    ]);
    expect(read).toEqual([{ x: 1 }]);
    hold.open();
    await writing;
    expect(await db.selectFrom("t").select("x").orderBy("x").execute()).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it("queues a write outside a transaction behind the open one, and runs transactions one at a time", async () => {
    const db = await openDatabase();
    const order: string[] = [];
    const hold = gate();
    const first = db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ x: 1 }).execute();
      order.push("first wrote");
      await hold.closed;
      order.push("first ends");
    });
    const lone = db
      .insertInto("t")
      .values({ x: 2 })
      .execute()
      .then(() => order.push("lone write"));
    const second = db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ x: 3 }).execute();
      order.push("second wrote");
    });
    // Once the first has written (however busy the machine), the others get time to cut in if they could.
    await vi.waitFor(() => expect(order).toContain("first wrote"), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(["first wrote"]);
    hold.open();
    await Promise.all([first, lone, second]);
    expect(order).toEqual(["first wrote", "first ends", "lone write", "second wrote"]);
    expect(await db.selectFrom("t").select("x").orderBy("x").execute()).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
  });

  it("lets a waiting ordinary write go before queued bulk work, so it waits for one batch at most", async () => {
    const db = await openDatabase();
    const order: string[] = [];
    const hold = gate();
    const bulk = (name: string, wait?: Promise<void>) =>
      asBulkWrite(() =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto("t").values({ x: 1 }).execute();
          await wait;
          order.push(name);
        }),
      );
    const first = bulk("batch 1", hold.closed);
    const second = bulk("batch 2");
    const third = bulk("batch 3");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const signUp = db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ x: 2 }).execute();
      order.push("sign-up");
    });
    hold.open();
    await Promise.all([first, second, third, signUp]);
    expect(order).toEqual(["batch 1", "sign-up", "batch 2", "batch 3"]);
  });

  it("reads one unchanging view in a read-only transaction, while writers go on without waiting", async () => {
    const db = await openDatabase();
    await db.insertInto("t").values({ x: 1 }).execute();
    const hold = gate();
    const inside = gate();
    const reading = db
      .transaction()
      .setAccessMode("read only")
      .execute(async (trx) => {
        const first = await trx.selectFrom("t").select("x").execute();
        inside.open();
        await hold.closed;
        return [first, await trx.selectFrom("t").select("x").orderBy("x").execute()];
      });
    await inside.closed;
    // Neither a lone write nor a write transaction waits for the reader.
    await db.insertInto("t").values({ x: 2 }).execute();
    await db.transaction().execute((trx) => trx.insertInto("t").values({ x: 3 }).execute());
    hold.open();
    expect(await reading).toEqual([[{ x: 1 }], [{ x: 1 }]]);
    expect(await db.selectFrom("t").select("x").orderBy("x").execute()).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
  });

  it("streams a select on a connection of its own, without blocking other reads or writes", async () => {
    const db = await openDatabase();
    await db
      .insertInto("t")
      .values(Array.from({ length: 100 }, (_, x) => ({ x })))
      .execute();
    let seen = 0;
    for await (const row of db.selectFrom("t").select("x").orderBy("x").stream()) {
      if (row.x === 50) {
        await db.insertInto("t").values({ x: 1000 }).execute();
        expect(
          (
            await db
              .selectFrom("t")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirst()
          )?.n,
        ).toBe(101);
      }
      seen += 1;
    }
    // The stream reads the snapshot it began with.
    expect(seen).toBe(100);
  });

  it("runs a long read on the read worker while the event loop keeps turning", async () => {
    const db = await openDatabase();
    await db.insertInto("t").values({ x: 7 }).execute();
    // About a few hundred milliseconds of work inside SQLite, the way a deep page of a common search is.
    const slow = sql<{ n: number }>`WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 3000000)
      SELECT count(*) AS n FROM c`;
    let ticks = 0;
    const started = performance.now();
    let lastTick = started;
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - lastTick);
      lastTick = now;
      ticks += 1;
    }, 5);
    try {
      const { rows } = await asLongRead(() => slow.execute(db));
      const finished = performance.now();
      const elapsed = finished - started;
      longestGap = Math.max(longestGap, finished - lastTick);
      expect(rows).toEqual([{ n: 3000000 }]);
      // On the main thread the timer could not fire while SQLite worked: one gap as long as the whole
      // read. Off it, the loop turns throughout; a machine busy with other suites stretches the gaps
      // between ticks (how many fit is the machine's business) but never to most of the read.
      expect(ticks).toBeGreaterThan(2);
      expect(longestGap).toBeLessThan(elapsed * 0.6);
    } finally {
      clearInterval(timer);
    }
    // The worker reads the last commit, as the reader does.
    await db.insertInto("t").values({ x: 8 }).execute();
    expect(await asLongRead(() => db.selectFrom("t").select("x").orderBy("x").execute())).toEqual([{ x: 7 }, { x: 8 }]);
  });

  it("answers a second long read while a first is still walking (two read workers)", async () => {
    const db = await openDatabase();
    await db.insertInto("t").values({ x: 11 }).execute();
    const slow = sql<{ n: number }>`WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 8000000)
      SELECT count(*) AS n FROM c`;
    let slowDone = false;
    const first = asLongRead(() => slow.execute(db)).then((result) => {
      slowDone = true;
      return result;
    });
    // With one worker, this short read would wait for the whole walk in front of it.
    expect(await asLongRead(() => db.selectFrom("t").select("x").execute())).toEqual([{ x: 11 }]);
    expect(slowDone).toBe(false);
    expect((await first).rows).toEqual([{ n: 8000000 }]);
  });

  it("keeps SQLite's error code from the read worker, and reads a transaction's own rows on its writer", async () => {
    const db = await openDatabase();
    const failure = await asLongRead(() => sql`SELECT nope FROM t`.execute(db)).then(
      () => undefined,
      (error: Error & { code?: string }) => error,
    );
    expect(failure?.message).toMatch(/no such column: nope/);
    expect(failure?.code).toBe("SQLITE_ERROR");
    const seen = await db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ x: 9 }).execute();
      return asLongRead(() => trx.selectFrom("t").select("x").execute());
    });
    expect(seen).toEqual([{ x: 9 }]);
  });
});
