// The punishment list with a million rows (issues 5 and 13): p50/p95 of the list endpoint one client
// at a time (page 1, type filters, random pages anywhere, the last page, name searches and their deeper
// pages), the bytes page 1 takes on the wire, and page 1's throughput with 20 connections asking for
// brotli or gzip. `--database postgres` runs it all on a throwaway PostgreSQL holding the same rows.
import { spawn } from "node:child_process";
import { request } from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { register } from "tsx/esm/api";
import { startThrowawayPostgres } from "../pg-throwaway.mjs";
import { benchDataDir, ensureBenchData, ROWS } from "./punishments-data.mjs";
import { loadIntoPostgres } from "./punishments-pg.mjs";

const REQUESTS = 200;
const WARMUP = 20;
const LIST = "/punished/api/punished-players/";
/** What people type: whole names, fragments, a digit run, one or two letters, and a miss. */
const SEARCHES = ["vex", "pixel", "dragon", "nox_k", "kel9", "mirra", "falblaze", "zedzed", "or", "a", "q", "notch"];
const TYPES = ["Ban", "Mute", "Kick", "Warning"];

const url = (params) => `${LIST}?${new URLSearchParams(params)}`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Seeded, so every run asks for the same pages. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

async function measure(base, paths) {
  const times = [];
  for (let index = 0; index < WARMUP + REQUESTS; index += 1) {
    const path = paths[index % paths.length];
    const started = performance.now();
    const response = await fetch(base + path);
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
    if (index >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The bytes an answer takes on the wire when the client accepts `encoding` (fetch would decode it). */
function wireBytes(base, path, encoding) {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers: { "accept-encoding": encoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] ?? "none" }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Starts the server process on the bench data; resolves with its base URL and a stop function. */
function startServer(dataDir, databaseUrl) {
  const child = spawn(process.execPath, [join(import.meta.dirname, "punishments-server.mjs")], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl ?? "" },
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

export async function run({ database = "sqlite" } = {}) {
  register();
  const dataDir = await ensureBenchData();
  const postgres = database === "postgres" ? startThrowawayPostgres() : undefined;
  if (database === "postgres" && !postgres)
    throw new Error("PostgreSQL is not installed (apt-get install postgresql).");
  try {
    if (postgres) await loadIntoPostgres(dataDir, postgres.url);
    const { base, stop } = await startServer(dataDir, postgres?.url);
    try {
      await report(base, postgres ? "PostgreSQL" : `SQLite (${benchDataDir})`, postgres ? 1000 : 2000);
    } finally {
      await stop();
    }
  } finally {
    postgres?.stop();
  }
}

async function report(base, where, throughputTarget) {
  const pageCount = async (params) =>
    (await (await fetch(base + url({ ...params, page: "1" }))).json()).pageNumbers.length;
  const random = seeded(13);
  const counts = {};
  for (const type of ["All", ...TYPES]) counts[type] = await pageCount({ punishment_type: type });
  const anyPage = Array.from({ length: 100 }, () => {
    const type = ["All", ...TYPES][Math.floor(random() * 5)];
    return url({ punishment_type: type, page: String(1 + Math.floor(random() * counts[type])) });
  });
  const searchPages = [];
  for (const [index, search_query] of SEARCHES.entries()) {
    const punishment_type = index % 3 === 0 ? "Ban" : "All";
    const pages = await pageCount({ punishment_type, search_query });
    if (pages > 1) {
      for (const page of [Math.ceil(pages / 2), Math.ceil(pages / 4), pages]) {
        searchPages.push(url({ punishment_type, search_query, page: String(page) }));
      }
    }
  }
  const cases = [
    { name: "page 1, All", target: 20, paths: [url({ punishment_type: "All", page: "1" })] },
    { name: "page 1, type filter", target: 20, paths: TYPES.map((type) => url({ punishment_type: type, page: "1" })) },
    { name: "any page, All and each type", target: 20, paths: anyPage },
    {
      name: "last page, All and each type",
      target: 20,
      paths: ["All", ...TYPES].map((type) => url({ punishment_type: type, page: String(counts[type]) })),
    },
    {
      name: "page 1, player-name search",
      target: 50,
      paths: SEARCHES.map((search_query, index) =>
        url({ punishment_type: index % 3 === 0 ? "Ban" : "All", search_query, page: "1" }),
      ),
    },
    { name: "deeper pages of a search", target: 50, paths: searchPages },
  ];
  console.log(
    `Punishments: ${ROWS.toLocaleString("en")} rows in ${where}, HTTP on loopback,` +
      ` one client at a time, ${REQUESTS} requests per case after ${WARMUP} to warm up`,
  );
  // Other work on the machine shows in every figure: say how busy it was.
  console.log(
    `  load average before: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(", ")}`,
  );
  console.log(`  ${"case".padEnd(32)} ${"p50".padStart(9)} ${"p95".padStart(9)}   target`);
  let missed = 0;
  for (const item of cases) {
    const result = await measure(base, item.paths);
    const ok = result.p95 <= item.target;
    if (!ok) missed += 1;
    console.log(
      `  ${item.name.padEnd(32)} ${result.p50.toFixed(1).padStart(6)} ms ${result.p95.toFixed(1).padStart(6)} ms` +
        `   p95 ≤ ${String(item.target).padStart(2)} ms ${ok ? "ok" : "MISSED"}`,
    );
  }

  const page1 = url({ punishment_type: "All", page: "1" });
  const wire = [];
  for (const encoding of ["identity", "gzip", "br"]) {
    const { bytes } = await wireBytes(base, page1, encoding);
    wire.push(`${encoding} ${(bytes / 1024).toFixed(1)} KB`);
  }
  const br = (await wireBytes(base, page1, "br, gzip")).bytes / 1024;
  if (br > 40) missed += 1;
  console.log(`  Page 1 on the wire: ${wire.join(", ")} (target ≤ 40 KB: ${br <= 40 ? "ok" : "MISSED"})`);

  const load = await autocannon({
    url: base + page1,
    connections: 20,
    duration: 10,
    headers: { "accept-encoding": "br, gzip" },
  });
  const rps = Math.round(load.requests.average);
  if (rps < throughputTarget) missed += 1;
  console.log(
    `  Throughput, page 1 of All, 20 connections for 10 s, brotli: ${rps} requests/s` +
      ` (target ≥ ${throughputTarget}: ${rps >= throughputTarget ? "ok" : "MISSED"}; latency p50 ${load.latency.p50} ms,` +
      ` p99 ${load.latency.p99} ms; ${load.non2xx} non-2xx, ${load.errors} errors)`,
  );
  if (missed > 0) console.log(`  ${missed} target(s) missed on this machine.`);
}
