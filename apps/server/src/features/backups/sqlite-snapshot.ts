import { startWorker } from "../../runtime/worker-thread";

// SQLite's copy for a backup is made by `VACUUM INTO` on a connection of its own, in a worker thread
// (sqlite-snapshot.worker.ts): one read transaction, so the copy is the database as it was at one
// instant (every transaction committed before it, none after), while writers go on (WAL) and the
// server's event loop stays free.

export interface SqliteContents {
  /** Rows per table. */
  counts: Record<string, number>;
  /** Applied migrations, oldest first. */
  migrations: string[];
  /** "ok" when checked and sound. */
  integrity: string;
}

/** What the snapshot worker is started with: the database, the new file to copy it into, and whether to check it. */
export interface SnapshotRequest {
  source: string;
  target?: string | undefined;
  check: boolean;
}

/** The snapshot worker's one message. */
export interface SnapshotAnswer {
  answer?: SqliteContents;
  error?: { message: string; code?: string | undefined };
}

function runWorker(request: SnapshotRequest): Promise<SqliteContents> {
  return new Promise((resolve, reject) => {
    const worker = startWorker("features/backups/sqlite-snapshot.worker", { workerData: request });
    worker.once("message", (message: SnapshotAnswer) => {
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
