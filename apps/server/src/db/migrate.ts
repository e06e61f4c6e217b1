import { setTimeout as sleep } from "node:timers/promises";
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import { codeMigrations, type MigrationSet } from "./migration-set";

/** How long a start waits for another instance's migrations (SQLite: their write lock) before giving up. */
const LOCK_WAIT_MS = 2 * 60 * 1000;

/** Kysely's own record of applied migrations; ours keeps their checksums beside it (docs/decisions/011). */
const APPLIED_TABLE = "kysely_migration";
export const CHECKSUM_TABLE = "schema_migration_checksums";

/** SQLite answers "database is locked" once busy_timeout has passed with another process still writing. */
const isSqliteBusy = (error: unknown) => (error as { code?: string } | undefined)?.code?.startsWith("SQLITE_BUSY");

/** A table that does not exist yet: SQLite's message, PostgreSQL's undefined_table. */
export const isMissingTable = (error: unknown) =>
  (error as { code?: string } | undefined)?.code === "42P01" || /no such table/i.test(String(error));

/**
 * Two instances creating the same table at once on PostgreSQL: one of them meets the other's catalog
 * row, as a unique violation (23505), "relation exists" (42P07) or "type exists" (42710, the table's
 * row type), depending on which catalog insert lost the race.
 */
const isAlreadyCreated = (error: unknown) =>
  ["23505", "42P07", "42710"].includes((error as { code?: string }).code ?? "");

/** A start refused so that the database is not damaged; the message says what to do. */
export class MigrationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MigrationRefusedError";
  }
}

async function retryWhileBusy<R>(task: () => Promise<R>): Promise<R> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      return await task();
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() >= deadline) throw error;
      await sleep(250);
    }
  }
}

/** The names of the migrations this database has applied, oldest first (none on a new database). */
export async function appliedMigrations<T>(db: Kysely<T>): Promise<{ name: string; timestamp: string }[]> {
  try {
    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from ${sql.table(APPLIED_TABLE)} order by name`.execute(db);
    return rows;
  } catch (error) {
    if (isMissingTable(error)) return [];
    throw error;
  }
}

async function recordedChecksums<T>(db: Kysely<T>): Promise<Map<string, string>> {
  try {
    const { rows } = await sql<{ name: string; checksum: string }>`
      select name, checksum from ${sql.table(CHECKSUM_TABLE)}`.execute(db);
    return new Map(rows.map((row) => [row.name, row.checksum]));
  } catch (error) {
    if (isMissingTable(error)) return new Map();
    throw error;
  }
}

async function ensureChecksumTable<T>(db: Kysely<T>): Promise<void> {
  try {
    await db.schema
      .createTable(CHECKSUM_TABLE)
      .ifNotExists()
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("checksum", "text", (col) => col.notNull())
      .addColumn("recorded_at", "text", (col) => col.notNull())
      .execute();
  } catch (error) {
    if (!isAlreadyCreated(error)) throw error;
  }
}

async function recordChecksum<T>(db: Kysely<T>, name: string, checksum: string, replace: boolean) {
  const now = new Date().toISOString();
  const onConflict = replace
    ? sql`do update set checksum = excluded.checksum, recorded_at = excluded.recorded_at`
    : sql`do nothing`;
  await sql`insert into ${sql.table(CHECKSUM_TABLE)} (name, checksum, recorded_at)
    values (${name}, ${checksum}, ${now}) on conflict (name) ${onConflict}`.execute(db);
}

export interface MigrationStatus {
  applied: string[];
  /** In the code, not applied yet. */
  pending: string[];
  /** Applied, but unknown to this code: the database was migrated by a newer version. */
  unknown: string[];
  /** Applied, and their file differs from the one that was applied. */
  changed: string[];
}

/** Where the database stands against the code's migrations; reads only. */
export async function migrationStatus<T>(
  db: Kysely<T>,
  set: MigrationSet = codeMigrations(),
): Promise<MigrationStatus> {
  const applied = (await appliedMigrations(db)).map((row) => row.name);
  const checksums = await recordedChecksums(db);
  const known = new Set(Object.keys(set));
  const done = new Set(applied);
  return {
    applied,
    pending: Object.keys(set).filter((name) => !done.has(name)),
    unknown: applied.filter((name) => !known.has(name)),
    changed: applied.filter((name) => {
      const recorded = checksums.get(name);
      return recorded !== undefined && recorded !== set[name]?.checksum;
    }),
  };
}

export const DOWNGRADE_ADVICE =
  "Starting older code on it could damage it. Run the version that made it again, or restore a backup taken before the upgrade (npm run manage -- restore FILE).";
export const CHANGED_ADVICE =
  "Applied migrations are frozen: put the original file back (git checkout -- apps/server/src/db/migrations) and make the change in a new migration. If the edit was deliberate and changes no schema (a comment, formatting), accept it with: npm run manage -- migrate --accept-changed";

/** Refuses a database that is newer than the code, or whose applied migrations were changed since. */
function refuseUnsafe(status: MigrationStatus): void {
  if (status.unknown.length > 0) {
    throw new MigrationRefusedError(
      `Refusing to start: this database was migrated by a newer version of the site (it has ${status.unknown.join(", ")}, which this code does not know). ${DOWNGRADE_ADVICE}`,
    );
  }
  if (status.changed.length > 0) {
    throw new MigrationRefusedError(
      `Refusing to start: ${status.changed.length === 1 ? "migration" : "migrations"} ${status.changed.join(", ")} changed after ${status.changed.length === 1 ? "it was" : "they were"} applied to this database. ${CHANGED_ADVICE}`,
    );
  }
}

/**
 * Checks the applied migrations against the code before anything runs: a database from a newer
 * version (a downgrade) or an applied migration whose file changed stops the start. Applied
 * migrations without a checksum (sites migrated before checksums were kept) have the current
 * file's recorded, once.
 */
async function checkApplied<T>(db: Kysely<T>, set: MigrationSet): Promise<void> {
  await ensureChecksumTable(db);
  const status = await migrationStatus(db, set);
  if (status.unknown.length === 0) {
    const checksums = await recordedChecksums(db);
    for (const name of status.applied) {
      const entry = set[name];
      if (entry && !checksums.has(name)) await recordChecksum(db, name, entry.checksum, false);
    }
  }
  refuseUnsafe(status);
}

/** Each migration records its checksum in the same transaction as its schema change and Kysely's row. */
function providerFor(set: MigrationSet): MigrationProvider {
  const withChecksums: Record<string, Migration> = {};
  for (const [name, { migration, checksum }] of Object.entries(set)) {
    withChecksums[name] = {
      ...migration,
      up: async (db) => {
        await migration.up(db);
        await recordChecksum(db, name, checksum, true);
      },
    };
  }
  return { getMigrations: async () => withChecksums };
}

/**
 * Brings the schema up to date; throws with the failing migration's name. Each migration runs with
 * the rows recording it in one transaction, on SQLite too (db/sqlite-dialect.ts), so a start killed
 * part-way leaves the schema as it was before that migration. Instances starting together take
 * turns: PostgreSQL through Kysely's advisory lock, SQLite through the write lock. A downgrade or a
 * changed applied migration throws MigrationRefusedError before anything is changed.
 */
export async function migrateToLatest<T>(db: Kysely<T>, set: MigrationSet = codeMigrations()): Promise<string[]> {
  await retryWhileBusy(() => checkApplied(db, set));
  const migrator = new Migrator({ db, provider: providerFor(set) });
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

/** Records the current files' checksums for applied migrations that changed (an operator's deliberate edit). */
export async function acceptChangedMigrations<T>(db: Kysely<T>, set: MigrationSet = codeMigrations()) {
  await ensureChecksumTable(db);
  const { changed } = await migrationStatus(db, set);
  for (const name of changed) {
    const entry = set[name];
    if (entry) await recordChecksum(db, name, entry.checksum, true);
  }
  return changed;
}
