import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import type { Database } from "./schema";
import { forKysely } from "./sqlite-connection";
import { BastionSqliteDialect } from "./sqlite-dialect";

export type Db = Kysely<Database>;
export type DbDialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  dialect: DbDialect;
}

/** The SQLite database file in DATA_DIR (backups and restores copy it). */
export const sqlitePath = (dataDir: string) => join(dataDir, "bastion.sqlite");

/** SQLite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. Same code and migrations on both. */
export function createDatabase(
  config: Pick<Config, "DATABASE_URL" | "dataDir">,
  onPoolError: (error: Error) => void = (error) => console.error(`PostgreSQL connection error: ${error.message}`),
): DatabaseHandle {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", onPoolError);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(sqlitePath(config.dataDir));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return {
    db: new Kysely<Database>({ dialect: new BastionSqliteDialect({ database: forKysely(sqlite) }) }),
    dialect: "sqlite",
  };
}
