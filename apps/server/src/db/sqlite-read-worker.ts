import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { startWorker } from "../runtime/worker-thread";

/** What the read worker (sqlite-read.worker.ts) is started with. */
export interface ReadWorkerData {
  path: string;
}

/** A statement for the read worker: its SQL and parameters, answered under the same id. */
export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

/** The read worker's answer: the rows, or SQLite's error (its message and code). */
export type ReadAnswer =
  | { id: number; rows: unknown[]; error?: undefined }
  | { id: number; rows?: undefined; error: { message: string; code?: string | undefined } };

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

  /** Statements sent and not yet answered. */
  get queued(): number {
    return this.#pending.size;
  }

  /** The rows of a statement that only reads. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    const worker = this.#start();
    const id = this.#nextId++;
    // Kept alive only while it holds a read: an idle worker never keeps a command from exiting.
    worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      const request: ReadRequest = { id, sql, parameters };
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await worker.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const workerData: ReadWorkerData = { path: this.path };
    const worker = startWorker("db/sqlite-read.worker", { workerData });
    worker.unref();
    worker.on("message", ({ id, rows, error }: ReadAnswer) => {
      const pending = this.#pending.get(id);
      if (!pending) return;
      this.#pending.delete(id);
      if (this.#pending.size === 0) worker.unref();
      if (error) pending.reject(new SqliteReadError(error.message, error.code));
      else pending.resolve(rows);
    });
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

/**
 * How many read workers: one per core, at least two (so that one long walk never holds another behind
 * it, even on one core) and at most four (beyond that the one writer and the main thread are the limit).
 */
export const READ_WORKERS = Math.min(4, Math.max(2, availableParallelism()));

/**
 * The long reads' workers (docs/decisions/036): each read goes to the one with the fewest statements
 * waiting, so two deep searches at once run side by side instead of one behind the other.
 */
export class SqliteReadWorkers {
  readonly #workers: SqliteReadWorker[];

  constructor(path: string, count = READ_WORKERS) {
    this.#workers = Array.from({ length: count }, () => new SqliteReadWorker(path));
  }

  /** The rows of a statement that only reads, from the least busy worker. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    let chosen = this.#workers[0];
    for (const worker of this.#workers) if (chosen && worker.queued < chosen.queued) chosen = worker;
    if (!chosen) throw new Error("No SQLite read worker.");
    return chosen.all(sql, parameters);
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.close()));
  }
}
