// For the HTTP benches: the API in a process of its own (bench-server.mjs, which serves any
// bench data folder), timed requests one at a time and their percentiles.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { buildServerIfStale, SERVER_NODE_FLAGS } from "../lib.mjs";

/** The p-th percentile of an ascending list of numbers. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Times `requests` GETs one at a time (after `warmup` untimed ones), cycling through the paths:
 * p50 and p95 in ms, and the average answer size in KB. A status other than 200 or 304 stops it.
 */
export async function timeRequests(base, paths, { requests, warmup, headers = {} }) {
  const times = [];
  let bytes = 0;
  for (let index = 0; index < warmup + requests; index += 1) {
    const path = paths[index % paths.length];
    const started = performance.now();
    const response = await fetch(base + path, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200 && response.status !== 304) {
      throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
    }
    if (index >= warmup) {
      times.push(elapsed);
      bytes += body.length;
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), kb: bytes / times.length / 1024 };
}

/**
 * Starts the API on the data folder in another process, so the measuring client does not share its
 * event loop; resolves with its base URL and a stop function.
 */
export function startServer(dataDir) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(import.meta.dirname, "bench-server.mjs")], {
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

// spawnSite runs the compiled server, as `npm start` does.
await buildServerIfStale();

/**
 * The whole site as an operator runs it (apps/server/dist/main.js: API and built web app) on
 * 127.0.0.1:`port` with its data in `dataDir`, SQLite unless `env` names a DATABASE_URL, no bot
 * check; `env` adds or overrides settings.
 */
export function spawnSite(dataDir, port, env = {}, stdio = ["ignore", "ignore", "inherit"]) {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, "apps/server/dist/main.js"], {
    cwd: join(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BOT_CHECK: "none",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio,
  });
}
