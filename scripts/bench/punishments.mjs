// The punishment list with a million rows in SQLite (issue 5's speed targets): p50/p95 of the
// list endpoint one client at a time, and the throughput of page 1 with 20 connections.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { register } from "tsx/esm/api";
import { benchDataDir, ensureBenchData, ROWS } from "./punishments-data.mjs";

const REQUESTS = 200;
const WARMUP = 20;
const LIST = "/punished/api/punished-players/";
/** What people type: whole names, fragments, a digit run, one or two letters, and a miss. */
const SEARCHES = ["vex", "pixel", "dragon", "nox_k", "kel9", "mirra", "falblaze", "zedzed", "or", "a", "q", "notch"];

const url = (params) => `${LIST}?${new URLSearchParams(params)}`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(base, paths) {
  const times = [];
  let bytes = 0;
  for (let index = 0; index < WARMUP + REQUESTS; index += 1) {
    const path = paths[index % paths.length];
    const started = performance.now();
    const response = await fetch(base + path);
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

/** Starts the server process on the bench data; resolves with its base URL and a stop function. */
function startServer(dataDir) {
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

export async function run() {
  register();
  const dataDir = await ensureBenchData();
  const { base, stop } = await startServer(dataDir);
  try {
    const pageCount = async (params) =>
      (await (await fetch(base + url({ ...params, page: "1" }))).json()).pageNumbers.length;
    const types = ["Ban", "Mute", "Kick", "Warning"];
    const lastPages = [];
    for (const type of ["All", ...types]) {
      lastPages.push(url({ punishment_type: type, page: String(await pageCount({ punishment_type: type })) }));
    }
    const cases = [
      { name: "page 1, All", target: 20, paths: [url({ punishment_type: "All", page: "1" })] },
      {
        name: "page 1, type filter",
        target: 20,
        paths: types.map((type) => url({ punishment_type: type, page: "1" })),
      },
      {
        name: "page 1, player-name search",
        target: 50,
        paths: SEARCHES.map((search_query, index) =>
          url({ punishment_type: index % 3 === 0 ? "Ban" : "All", search_query, page: "1" }),
        ),
      },
      { name: "last page (All and each type)", target: 50, paths: lastPages },
    ];
    console.log(
      `Punishments: ${ROWS.toLocaleString("en")} rows in SQLite (${benchDataDir}), HTTP on loopback,` +
        ` one client at a time, ${REQUESTS} requests per case after ${WARMUP} to warm up`,
    );
    // Other work on the machine shows in every figure: say how busy it was.
    console.log(
      `  load average before: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(", ")}`,
    );
    console.log(`  ${"case".padEnd(32)} ${"p50".padStart(9)} ${"p95".padStart(9)}   target     answer`);
    let failed = 0;
    for (const item of cases) {
      const result = await measure(base, item.paths);
      const ok = result.p95 <= item.target;
      if (!ok) failed += 1;
      console.log(
        `  ${item.name.padEnd(32)} ${result.p50.toFixed(1).padStart(6)} ms ${result.p95.toFixed(1).padStart(6)} ms` +
          `   p95 ≤ ${String(item.target).padStart(2)} ms ${ok ? "ok " : "MISSED"}  ${result.kb.toFixed(0)} KB`,
      );
    }
    const load = await autocannon({
      url: base + url({ punishment_type: "All", page: "1" }),
      connections: 20,
      duration: 10,
    });
    console.log(
      `  Throughput, page 1 of All, 20 connections for 10 s: ${Math.round(load.requests.average)} requests/s` +
        ` (latency p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms; ${load.non2xx} non-2xx, ${load.errors} errors)`,
    );
    if (failed > 0) console.log(`  ${failed} target(s) missed on this machine.`);
  } finally {
    await stop();
  }
}
