import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { createDatabase, type DatabaseHandle } from "../src/db/database";

export interface SqliteSite {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real site on SQLite in a folder of its own, whatever database the suite runs on: backups and
 * restores of SQLite are about that file and its folder.
 */
export async function sqliteSite(env: Record<string, string> = {}): Promise<SqliteSite> {
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-site-"));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "", BOT_CHECK: "none", LOG_LEVEL: "silent", ...env });
  const handle = createDatabase(config);
  const app = await buildApp(config, { database: handle, serveWeb: false });
  await app.ready();
  return {
    app,
    handle,
    config,
    dataDir,
    async close() {
      await app.close();
      await handle.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
