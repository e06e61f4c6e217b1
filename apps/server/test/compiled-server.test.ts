import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeMigrations } from "../src/db/migration-set";
import type { ReadAnswer, ReadRequest } from "../src/db/sqlite-read-worker";

// Issue 28 items 3 and 6: `npm start` and `npm run manage` run the server compiled into
// apps/server/dist (plain JavaScript, no tsx). Its migrations must carry the same checksums as the
// TypeScript sources (a site migrated before the change starts after it), and its worker threads
// must start from their own compiled modules.

const serverDir = join(import.meta.dirname, "..");
const dist = join(serverDir, "dist");
const dirs: string[] = [];

function node(args: string[], dataDir: string) {
  return spawnSync(process.execPath, args, {
    cwd: serverDir,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    timeout: 120_000,
  });
}

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "bastion-compiled-"));
  dirs.push(dir);
  return dir;
}

beforeAll(() => {
  const build = spawnSync(process.execPath, ["build.mjs"], { cwd: serverDir, encoding: "utf8", timeout: 120_000 });
  expect(build.stderr).toBe("");
  expect(build.status).toBe(0);
}, 150_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("records each migration with its TypeScript source's checksum, so a site migrated from source is current", () => {
    const site = dataDir();
    const migrated = node(["dist/cli/manage.js", "migrate"], site);
    expect(migrated.status, migrated.stderr).toBe(0);
    const database = new Database(join(site, "bastion.sqlite"), { readonly: true });
    const recorded = database.prepare("select name, checksum from schema_migration_checksums order by name").all();
    database.close();
    const fromSource = Object.entries(codeMigrations()).map(([name, entry]) => ({ name, checksum: entry.checksum }));
    expect(recorded).toEqual(fromSource);

    // The other way round: a database migrated by the TypeScript source is current for the compiled doctor.
    const sourceSite = dataDir();
    const bySource = node(["--import", "tsx", "src/cli/manage.ts", "migrate"], sourceSite);
    expect(bySource.status, bySource.stderr).toBe(0);
    const doctor = node(["dist/cli/manage.js", "doctor"], sourceSite);
    expect(doctor.stdout).toMatch(new RegExp(`^OK\\s+Migrations\\s+${fromSource.length} applied`, "m"));
  }, 240_000);

  it("backs up with its snapshot worker started from dist/, and the read worker answers as plain JavaScript", async () => {
    const site = dataDir();
    expect(node(["dist/cli/manage.js", "migrate"], site).status).toBe(0);
    const backup = node(["dist/cli/manage.js", "backup"], site);
    expect(backup.status, backup.stderr).toBe(0);
    expect(readdirSync(join(site, "backups")).some((name) => name.endsWith(".tar.gz"))).toBe(true);

    const file = join(dist, "db/sqlite-read.worker.js");
    expect(existsSync(file)).toBe(true);
    const worker = new Worker(file, { workerData: { path: join(site, "bastion.sqlite") } });
    try {
      const answer = await new Promise<ReadAnswer>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
        const request: ReadRequest = { id: 1, sql: "select count(*) as n from kysely_migration", parameters: [] };
        worker.postMessage(request);
      });
      expect(answer).toEqual({ id: 1, rows: [{ n: Object.keys(codeMigrations()).length }] });
    } finally {
      await worker.terminate();
    }
  }, 240_000);
});
