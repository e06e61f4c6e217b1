// Helpers the HTTP benches share: the API in a process of its own (punishments-server.mjs) and
// percentiles of measured times.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";

/** The p-th percentile of an ascending list of numbers. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Starts the API on the data folder in another process, so the measuring client does not share its
 * event loop; resolves with its base URL and a stop function.
 */
export function startServer(dataDir) {
  const child = spawn(process.execPath, [join(import.meta.dirname, "punishments-server.mjs")], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => {
      const { port } = JSON.parse(line);
      const stop = () => new Promise((done) => child.once("exit", done).kill("SIGTERM"));
      resolve({ base: `http://127.0.0.1:${port}`, stop });
    });
    child.once("exit", (code) => reject(new Error(`The bench server stopped (exit code ${code}).`)));
  });
}
