import { join } from "node:path";
import type SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, sql } from "kysely";
import type { Config } from "../config";
import { asPostgresLongRead, postgresPools } from "./postgres-pools";
import { makePrivateDir, makePrivateFile, tightenIfShared } from "./private-files";
import type { Database } from "./schema";
import { BastionSqliteDialect } from "./sqlite-dialect";
import { asBulkWrite as sqliteBulkWrite, asLongRead as sqliteLongRead } from "./sqlite-driver";

export type Db = Kysely<Database>;
export type DbDialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  dialect: DbDialect;
}

export const sqlitePath = (dataDir: string) => join(dataDir, "bastion.sqlite");

/** Which kind of database a handle, or a transaction on it, speaks to. */
export const dialectOf = (db: Db): DbDialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";

// Hints about the shape of some work, the only way features speak to the storage engine (the SQLite
// driver is db/'s own; .dependency-cruiser.cjs keeps it so). A feature says what the work is; each
// engine does what helps it, or nothing.

/**
 * Runs `work` as bulk writing (a batch, an import slice): on SQLite its transactions let ordinary
 * writes waiting for the one writer go first, so a sign-up waits for one batch at most
 * (docs/decisions/008). PostgreSQL's writers do not queue on one lock: nothing to do.
 */
export const asBulkWrite = <T>(db: Db, work: () => Promise<T>): Promise<T> =>
  dialectOf(db) === "sqlite" ? sqliteBulkWrite(work) : work();

/**
 * Runs `work` as a read that may walk many rows: on SQLite its reads outside a transaction go to the
 * read workers, off the main thread, so other requests are not held meanwhile; on PostgreSQL they take
 * connections of their own, so they never hold every connection while other requests wait for one.
 */
export const asLongRead = <T>(db: Db, work: () => Promise<T>): Promise<T> =>
  dialectOf(db) === "sqlite" ? sqliteLongRead(work) : asPostgresLongRead(work);

/** Every connection to the SQLite file: WAL (readers never wait for the writer), foreign keys on. */
export function configureSqlite(database: SQLite.Database) {
  if (!database.readonly) database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
}

/** SQLite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. Same code and migrations on both. */
export function createDatabase(
  config: Pick<Config, "DATABASE_URL" | "dataDir">,
  onPoolError: (error: Error) => void = (error) => console.error(`PostgreSQL connection error: ${error.message}`),
): DatabaseHandle {
  if (config.DATABASE_URL) {
    const pool = postgresPools(config.DATABASE_URL, onPoolError);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  // Readable by the server's user only. SQLite gives its -wal and -shm files the database file's mode
  // when it makes them; ones an older version left are tightened here too.
  makePrivateDir(config.dataDir);
  const path = sqlitePath(config.dataDir);
  makePrivateFile(path);
  for (const suffix of ["-wal", "-shm"]) tightenIfShared(`${path}${suffix}`);
  const dialect = new BastionSqliteDialect({ path, configure: configureSqlite });
  return { db: new Kysely<Database>({ dialect }), dialect: "sqlite" };
}

/**
 * Which database a configuration opens, in words for a person: "SQLite at /srv/bastion/data/bastion.sqlite"
 * or "PostgreSQL bastion@db.example.org:5432/bastion" (never the password).
 */
export function describeDatabase(config: Pick<Config, "DATABASE_URL" | "dataDir">): string {
  if (!config.DATABASE_URL) return `SQLite at ${sqlitePath(config.dataDir)}`;
  const url = new URL(config.DATABASE_URL);
  const user = url.username ? `${decodeURIComponent(url.username)}@` : "";
  return `PostgreSQL ${user}${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** The database's own version, for the owner console (the one place that asks each kind its way). */
export async function databaseVersion({ db, dialect }: DatabaseHandle): Promise<string> {
  const query =
    dialect === "postgres"
      ? sql<{ version: string }>`select current_setting('server_version') as version`
      : sql<{ version: string }>`select sqlite_version() as version`;
  const { rows } = await query.execute(db);
  return rows[0]?.version ?? "unknown";
}
