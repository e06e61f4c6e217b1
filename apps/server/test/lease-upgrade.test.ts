import { PostgresAdapter, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../src/db/database";
import { migrateToLatest } from "../src/db/migrate";
import { codeMigrations } from "../src/db/migration-set";
import { LITEBANS_LEASE } from "../src/features/litebans/litebans.repository";
import { readLease, takeLease } from "../src/lib/leases";
import { createTestDatabase, type TestDatabase } from "./database";

// Issue 28.4 moved the LiteBans lease into maintenance_leases. During a rolling restart an instance
// of the old version may still run the sync as a new one starts: the new one must wait for the old
// holder's lease, and the old one must not keep (or take) the lease in its own table.

const MIGRATION = "2026-11-27T1100-one-lease-table";
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function siteBefore(name: string): Promise<Db> {
  database = await createTestDatabase();
  const earlier = Object.fromEntries(Object.entries(codeMigrations()).filter(([migration]) => migration < name));
  await migrateToLatest(database.handle.db, earlier);
  return database.handle.db;
}

/** The old version's take-or-renew, as it was written: one conditional UPDATE of litebans_lease. */
async function oldVersionTakes(db: Db, holder: string): Promise<boolean> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const inAMinute = postgres
    ? sql`to_char((statement_timestamp() + interval '60 seconds') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '60 seconds')`;
  const now = postgres
    ? sql`to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  const result = await sql`
    UPDATE litebans_lease SET holder = ${holder}, expires_at = ${inAMinute}
    WHERE id = 1 AND (holder = ${holder} OR holder IS NULL OR expires_at < ${now})`.execute(db);
  return Number(result.numAffectedRows) === 1;
}

describe("upgrading to one lease table", () => {
  it("keeps the old version's live holder, and the old version can neither renew nor take the lease", async () => {
    const db = await siteBefore(MIGRATION);
    expect(await oldVersionTakes(db, "server@old")).toBe(true);
    await migrateToLatest(db);
    // The new version sees the old holder's lease and waits for it.
    expect((await readLease(db, LITEBANS_LEASE)).live_holder).toBe("server@old");
    expect(await takeLease(db, LITEBANS_LEASE, "server@new", 60_000)).toBe(false);
    // The old version's renewal fails, so it stops its pass; nor can another old instance take it.
    expect(await oldVersionTakes(db, "server@old")).toBe(false);
    expect(await oldVersionTakes(db, "server@old-2")).toBe(false);
  });

  it("leaves the lease free when nobody held it", async () => {
    const db = await siteBefore(MIGRATION);
    await migrateToLatest(db);
    expect(await takeLease(db, LITEBANS_LEASE, "server@new", 60_000)).toBe(true);
    expect(await oldVersionTakes(db, "server@old")).toBe(false);
  });
});
