import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createTestDatabase, type TestDatabase } from "../../../test/database";
import { type Generated, generateLitebans, litebansRow, uuidOf } from "../../../test/factories/litebans";
import { createLitebansDb, type LitebansDb, waitFor } from "../../../test/litebans";
import { migrateToLatest } from "../../db/migrate";
import { readLease } from "../../lib/leases";
import { countOfType } from "../punishments/punishments.counters";
import * as repo from "./litebans.repository";
import { LitebansSyncRunner } from "./litebans.runner";

// Several instances on one database: one lease, so one of them syncs; the others take over when it
// stops, or when it dies and its lease lapses; and whoever runs next resumes from the stored
// position rather than starting again.

let lb: LitebansDb;
let data: Generated;
const TOTAL = 6000 + 1500 + 1000 + 500;

beforeAll(async () => {
  lb = await createLitebansDb();
  data = generateLitebans(29, { players: 2000, bans: 6000, mutes: 1500, warnings: 1000, kicks: 500 });
  await lb.insert("history", data.history);
  for (const table of ["bans", "mutes", "warnings", "kicks"] as const) {
    for (let index = 0; index < data.rows[table].length; index += 2000) {
      await lb.insert(table, data.rows[table].slice(index, index + 2000));
    }
  }
}, 60_000);
afterAll(() => lb?.close());

function runner(database: TestDatabase, holder: string, log: string[], options: { leaseMs?: number } = {}) {
  return new LitebansSyncRunner({
    db: database.handle.db,
    source: { url: lb.url, prefix: "litebans_" },
    log: { info: (line) => log.push(line), warn: (line) => log.push(line) },
    intervalMs: 300,
    holder,
    ...options,
  });
}

describe("a sync that stops part-way", () => {
  it("is taken over once the dead holder's lease lapses, and resumes where it stopped", async () => {
    const database = await createTestDatabase();
    await migrateToLatest(database.handle.db);
    try {
      const first = runner(database, "first", [], { leaseMs: 4000 });
      first.start();
      const stoppedAt = await waitFor("part of the first import", async () => {
        const bans = (await repo.readCursors(database.handle.db)).get("bans")?.lastId ?? 0;
        return bans > 0 && bans < 6000 ? bans : undefined;
      });
      // Stopped without letting the lease go: as if the instance had died.
      await first.stop({ release: false });
      const saved = await countOfType(database.handle.db, "All");
      expect(saved).toBeGreaterThanOrEqual(stoppedAt);
      expect(saved).toBeLessThan(TOTAL);
      const resumedAt = new Date().toISOString();

      const log: string[] = [];
      const second = runner(database, "second", log, { leaseMs: 4000 });
      second.start();
      try {
        await waitFor("the lease to pass to the second instance", async () => second.state === "syncing");
        expect(log[0]).toBe("LiteBans sync: first holds the lease; standing by");
        await waitFor(
          "the first import",
          async () => (await repo.readStatus(database.handle.db)).first_import_done_at ?? undefined,
        );
      } finally {
        await second.stop();
      }
      expect(await countOfType(database.handle.db, "All")).toBe(TOTAL);
      // The rows the first instance saved were not written again.
      const rewritten = await database.handle.db
        .selectFrom("punishments")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("updated_at", "<", resumedAt)
        .executeTakeFirstOrThrow();
      expect(Number(rewritten.n)).toBe(saved);
      expect((await readLease(database.handle.db, repo.LITEBANS_LEASE)).holder).toBeNull();
    } finally {
      await database.drop();
    }
  });
});

describe("two instances of the site on one database", () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const logs: string[][] = [[], []];
  const closed = new Set<TestApp>();

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const log of logs) {
      apps.push(
        await createTestApp(
          { LITEBANS_DATABASE_URL: lb.url, LITEBANS_SYNC_SECONDS: "1", LOG_LEVEL: "info" },
          { database, logStream: { write: (line) => log.push(JSON.parse(line).msg) } },
        ),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) if (!closed.has(app)) await app.close();
    await database?.drop();
  });

  it("sync once between them: one holds the lease, the other stands by and takes over when it stops", async () => {
    const db = database.handle.db;
    await waitFor("the first import", async () => (await repo.readStatus(db)).first_import_done_at ?? undefined);
    expect(await countOfType(db, "All")).toBe(TOTAL);
    const running = logs.map((log) => log.some((line) => line.endsWith("runs the sync (every 1 s)")));
    expect(running.filter(Boolean)).toHaveLength(1);
    const holder = running.indexOf(true);
    const other = 1 - holder;
    expect(logs[other]?.some((line) => line.endsWith("holds the lease; standing by"))).toBe(true);

    const stopping = apps[holder];
    if (!stopping) throw new Error("no holder");
    await stopping.close();
    closed.add(stopping);
    await lb.insert("bans", [litebansRow("bans", { id: 9001, uuid: uuidOf(7), reason: "After the handover" })]);
    await waitFor("the ban through the other instance", async () =>
      db.selectFrom("punishments").select("id").where("reason", "=", "After the handover").executeTakeFirst(),
    );
    expect(logs[other]?.filter((line) => line.endsWith("runs the sync (every 1 s)"))).toHaveLength(1);
    expect(await countOfType(db, "All")).toBe(TOTAL + 1);
  });
});
