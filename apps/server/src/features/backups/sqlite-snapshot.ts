import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

// SQLite's copy for a backup is made by `VACUUM INTO` on a connection of its own, in a worker thread:
// one read transaction, so the copy is the database as it was at one instant (every transaction
// committed before it, none after), while writers go on (WAL) and the server's event loop stays free.

const driver = createRequire(import.meta.url).resolve("better-sqlite3");

const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const quote = (name) => '"' + name.replaceAll('"', '""') + '"';
function describe(db) {
  const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all();
  const counts = {};
  for (const { name } of tables) counts[name] = db.prepare("select count(*) as n from " + quote(name)).get().n;
  const migrations = tables.some((t) => t.name === "kysely_migration")
    ? db.prepare("select name from kysely_migration order by name").all().map((row) => row.name)
    : [];
  return { counts, migrations };
}
try {
  if (workerData.target) {
    const source = new Database(workerData.source, { fileMustExist: true });
    source.pragma("busy_timeout = 30000");
    source.prepare("VACUUM INTO ?").run(workerData.target);
    source.close();
  }
  const copy = new Database(workerData.target || workerData.source, { fileMustExist: true });
  const integrity = workerData.check ? copy.pragma("integrity_check", { simple: true }) : "not checked";
  const answer = { ...describe(copy), integrity };
  copy.close();
  parentPort.postMessage({ answer });
} catch (error) {
  parentPort.postMessage({ error: { message: String(error && error.message), code: error && error.code } });
}
`;

export interface SqliteContents {
  /** Rows per table. */
  counts: Record<string, number>;
  /** Applied migrations, oldest first. */
  migrations: string[];
  /** "ok" when checked and sound. */
  integrity: string;
}

function runWorker(data: { source: string; target?: string; check: boolean }): Promise<SqliteContents> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { ...data, driver } });
    worker.once("message", (message: { answer?: SqliteContents; error?: { message: string; code?: string } }) => {
      if (message.answer) resolve(message.answer);
      else
        reject(
          Object.assign(new Error(message.error?.message ?? "SQLite worker failed"), { code: message.error?.code }),
        );
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`SQLite worker stopped with code ${code}`));
    });
  });
}

/** Copies the live database at `source` into `target` (a new file) and describes the copy. */
export const snapshotSqlite = (source: string, target: string) => runWorker({ source, target, check: false });

/** Checks a database file (integrity, rows per table, migrations) without changing it. */
export const inspectSqlite = (file: string) => runWorker({ source: file, check: true });
