import { setTimeout as sleep } from "node:timers/promises";
import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import { migrations } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => migrations as Record<string, Migration> };

/** How long a start waits for another instance's migrations (SQLite: their write lock) before giving up. */
const LOCK_WAIT_MS = 2 * 60 * 1000;

/** SQLite answers "database is locked" once busy_timeout has passed with another process still writing. */
const isSqliteBusy = (error: unknown) => (error as { code?: string } | undefined)?.code?.startsWith("SQLITE_BUSY");

/**
 * Brings the schema up to date; throws with the failing migration's name. Each migration runs with
 * the row recording it in one transaction, on SQLite too (db/sqlite-dialect.ts), so a start killed
 * part-way leaves the schema as it was before that migration. Instances starting together take
 * turns: PostgreSQL through Kysely's advisory lock, SQLite through the write lock.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const deadline = Date.now() + LOCK_WAIT_MS;
  let outcome = await migrator.migrateToLatest();
  while (outcome.error && isSqliteBusy(outcome.error) && Date.now() < deadline) {
    await sleep(250);
    outcome = await migrator.migrateToLatest();
  }
  const { error, results } = outcome;
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
