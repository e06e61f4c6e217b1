import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";
import type { ReadAnswer, ReadRequest, ReadWorkerData } from "./sqlite-read-worker";

// The read worker's thread (sqlite-read-worker.ts starts it): a read-only connection of its own, its
// prepared statements kept by SQL text, one statement at a time in the order they come.

const port = parentPort;
if (!port) throw new Error("sqlite-read.worker.ts runs as a worker thread (sqlite-read-worker.ts starts it).");
const { path } = workerData as ReadWorkerData;
const database = new Database(path, { readonly: true, fileMustExist: true });
database.pragma("busy_timeout = 5000");
const statements = new Map<string, Database.Statement>();

function prepared(sql: string): Database.Statement {
  let statement = statements.get(sql);
  if (!statement) {
    statement = database.prepare(sql);
    // The oldest goes first: 200 shapes of query is far more than the long reads have.
    const oldest = statements.keys().next();
    if (statements.size >= 200 && !oldest.done) statements.delete(oldest.value);
    statements.set(sql, statement);
  }
  return statement;
}

port.on("message", ({ id, sql, parameters }: ReadRequest) => {
  let answer: ReadAnswer;
  try {
    answer = { id, rows: prepared(sql).all(parameters) };
  } catch (error) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    answer = { id, error: { message: String(message), code: typeof code === "string" ? code : undefined } };
  }
  port.postMessage(answer);
});
