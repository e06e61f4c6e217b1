// What the HTTP benches share: a server process on a bench database, and p50/p95 of GETs one at a time.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { SERVER_NODE_FLAGS } from "../lib.mjs";

export const REQUESTS = 200;
export const WARMUP = 20;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** p50 and p95 of GETs of `paths` in turn, one at a time, after a warm-up; each must answer 200. */
export async function measure(base, paths, headers = {}) {
  const times = [];
  let bytes = 0;
  for (let index = 0; index < WARMUP + REQUESTS; index += 1) {
    const path = paths[index % paths.length];
    const started = performance.now();
    const response = await fetch(base + path, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
    if (index >= WARMUP) {
      times.push(elapsed);
      bytes += body.length;
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), kb: bytes / times.length / 1024 };
}

/**
 * Starts the API (bench-server.mjs) on a bench database: `{ BENCH_DATA_DIR }` for SQLite, plus
 * `BENCH_DATABASE_URL` for PostgreSQL. Resolves with its base URL and a stop function.
 */
export function startServer(env) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(import.meta.dirname, "bench-server.mjs")], {
    env: { ...process.env, ...env },
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

/** Other work on the machine shows in every figure: say how busy it was. */
export const loadLine = () =>
  `  load average before: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(", ")}`;

/** One result line: the case, p50, p95 and whether p95 met its target. */
export function resultLine(name, result, target) {
  const ok = result.p95 <= target;
  return {
    ok,
    line:
      `  ${name.padEnd(32)} ${result.p50.toFixed(1).padStart(6)} ms ${result.p95.toFixed(1).padStart(6)} ms` +
      `   p95 ≤ ${String(target).padStart(2)} ms ${ok ? "ok " : "MISSED"}  ${result.kb.toFixed(0)} KB`,
  };
}
