import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../src/db/database";
import { migrateToLatest } from "../src/db/migrate";
import { codeMigrations } from "../src/db/migration-set";

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: SQLite in a temp folder, or, when DATABASE_URL points at
 * PostgreSQL, a new database created on that server. Empty, unless `migrated`: then, on PostgreSQL,
 * a copy of a migrated template (CREATE DATABASE ... TEMPLATE), which the app's own migrate at start
 * finds current. Migrating a new PostgreSQL database cost about half a second quiet and several on a
 * busy machine, for each of some hundred test apps; SQLite migrates in a tenth of that and gets an
 * empty file either way.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-test-"));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = createDatabase({ dataDir, DATABASE_URL: undefined });
    return {
      handle,
      dataDir,
      url: undefined,
      async drop() {
        await handle.db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `bastion_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (options.migrated) {
      const template = await migratedTemplate(admin, serverUrl);
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } else {
      await admin.query(`CREATE DATABASE "${name}"`);
    }
    // A lock no test should wait 20 s for: one that does fails with the statement that waited (55P03)
    // instead of a silent 60 s test timeout (CI once had one in the two-imports race, not seen since).
    await admin.query(`ALTER DATABASE "${name}" SET lock_timeout = '20s'`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database at the end terminates its connections on purpose.
  const handle = createDatabase({ dataDir, DATABASE_URL: url.toString() }, () => undefined);
  return {
    handle,
    dataDir,
    url: url.toString(),
    async drop() {
      // The pool ends once every connection is back. One still held after 20 s (reported by watched,
      // with what each connection is doing) is ended by the DROP's FORCE rather than hanging the file.
      const closed = watched(`closing the connections to ${name}`, serverUrl, name, () => handle.db.destroy());
      await within(closed, 20_000);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await watched(`dropping ${name}`, serverUrl, name, () =>
        cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
      await cleanup.end();
      await within(closed, 10_000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The migrated template's name: one per set of migrations (their names and checksums), made once by
 * whichever test process asks first (an advisory lock holds the others), kept on the throwaway
 * cluster for the run's other files and processes.
 */
async function migratedTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const hash = createHash("sha256");
  for (const [name, entry] of Object.entries(codeMigrations())) hash.update(`${name}:${entry.checksum}\n`);
  const template = `bastion_template_${hash.digest("hex").slice(0, 16)}`;
  await admin.query("SELECT pg_advisory_lock(20261127)");
  try {
    const { rows } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    if (rows.length > 0) return template;
    const making = `${template}_making_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS "${making}"`);
    await admin.query(`CREATE DATABASE "${making}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${making}`;
    const handle = createDatabase({ dataDir: "", DATABASE_URL: url.toString() }, () => undefined);
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.db.destroy();
    }
    // Renamed once whole, so a process killed while migrating leaves no template half made.
    await admin.query(`ALTER DATABASE "${making}" RENAME TO "${template}"`);
    return template;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(20261127)");
  }
}

/**
 * Runs one step of dropping a test database; when it takes over 10 seconds, prints what every
 * connection to that database is doing, so a hung close names the query that holds it.
 */
async function watched<T>(step: string, serverUrl: string, name: string, run: () => Promise<T>): Promise<T> {
  const timer = setTimeout(() => {
    void describeConnections(serverUrl, name).then(
      (report) => console.error(`${step} has taken over 10 s; connections:\n${report}`),
      (error: Error) => console.error(`${step} has taken over 10 s (could not list connections: ${error.message})`),
    );
  }, 10_000);
  try {
    return await run();
  } finally {
    clearTimeout(timer);
  }
}

async function describeConnections(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pid, datname, state, wait_event_type, wait_event, now() - query_start as running_for, left(query, 300) as query
         from pg_stat_activity where pid <> pg_backend_pid() order by datname = $1 desc, query_start`,
      [name],
    );
    return rows.map((row) => JSON.stringify(row)).join("\n");
  } finally {
    await client.end();
  }
}

/** Waits for `work`, or `ms` if it takes longer (the timer never keeps the process alive). */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  await Promise.race([work, late]).finally(() => clearTimeout(timer));
}
