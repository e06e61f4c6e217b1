import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * The worker's code, run as a script (so it needs no TypeScript loader under `npm start`, tsx or a
 * test runner): a read-only connection of its own, its prepared statements kept by SQL text, one
 * statement at a time in the order they come.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.module);
const database = new Database(workerData.path, { readonly: true, fileMustExist: true });
database.pragma("busy_timeout = 5000");
const statements = new Map();
parentPort.on("message", ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      if (statements.size >= 200) statements.delete(statements.keys().next().value);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/** SQLite's own error, as the connection in this thread would have thrown it (code kept for lib/disk-full). */
class SqliteReadError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = "SqliteError";
  }
}

/**
 * Reads that may take long (a deep page of a common player-name search walks hundreds of
 * thousands of rows) run here, on a thread of their own: better-sqlite3 answers synchronously, so on
 * the main thread one such read would hold every other request for its whole length
 * (docs/decisions/008). The worker starts at its first read and does not keep the process alive.
 */
export class SqliteReadWorker {
  #worker: Worker | undefined;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  constructor(private readonly path: string) {}

  /** The rows of a statement that only reads. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    const worker = this.#start();
    const id = this.#nextId++;
    // Kept alive only while it holds a read: an idle worker never keeps a command from exiting.
    worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql, parameters });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await worker.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { path: this.path, module: createRequire(import.meta.url).resolve("better-sqlite3") },
    });
    worker.unref();
    worker.on(
      "message",
      ({ id, rows, error }: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
        const pending = this.#pending.get(id);
        if (!pending) return;
        this.#pending.delete(id);
        if (this.#pending.size === 0) worker.unref();
        if (error) pending.reject(new SqliteReadError(error.message, error.code));
        else pending.resolve(rows ?? []);
      },
    );
    // A worker that dies (out of memory, a bug) fails what it held; the next read starts another.
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The SQLite read worker stopped (exit code ${code}).`)));
    this.#worker = worker;
    return worker;
  }
}
