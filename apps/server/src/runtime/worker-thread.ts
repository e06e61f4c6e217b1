import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { SERVER_ROOT } from "./server-root";

/** A worker's entry file under src/ without its extension: `db/sqlite-read.worker` is src/db/sqlite-read.worker.ts. */
export type WorkerEntry = `${string}.worker`;

/** True when this module runs as TypeScript source (tsx, vitest), false in the compiled server. */
const fromSource = import.meta.url.endsWith(".ts");

/**
 * Starts a worker thread on its own module, an `*.worker.ts` file that tsc, Biome and the tests see
 * like any other. The compiled server runs the entry's JavaScript (dist/<entry>.js, built beside
 * main.js). From source, Node cannot start a thread on a .ts file (`--import tsx` in execArgv does not
 * reach a worker's entry on Node 20), so worker-bootstrap.mjs registers tsx in the thread first and
 * then loads the entry.
 */
export function startWorker(entry: WorkerEntry, options: WorkerOptions = {}): Worker {
  if (!fromSource) return new Worker(join(SERVER_ROOT, "dist", `${entry}.js`), options);
  const source = pathToFileURL(join(SERVER_ROOT, "src", `${entry}.ts`)).href;
  return new Worker(join(import.meta.dirname, "worker-bootstrap.mjs"), { ...options, argv: [source] });
}
