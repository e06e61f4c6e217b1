import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../src/db/database";

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: SQLite in a temp folder, or, when
 * DATABASE_URL points at PostgreSQL, a new database created on that server.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
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
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database at the end terminates its connections on purpose.
  const handle = createDatabase({ dataDir, DATABASE_URL: url.toString() }, () => undefined);
  return {
    handle,
    dataDir,
    url: url.toString(),
    async drop() {
      await handle.db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
