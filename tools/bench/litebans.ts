// npm run bench -- litebans (issue 17): the LiteBans sync against a local MariaDB holding 1,000,000
// punishments made by the shared generator (../shared/litebans). The real server is started with
// LITEBANS_DATABASE_URL on a fresh site (SQLite, or PostgreSQL with --database postgres) and measured:
// - the first import: its time (from the sync starting to its "finished" line) and the server's peak
//   RSS (VmHWM), against ≤ 3 minutes and ≤ 300 MB;
// - a new ban's delay until /punished/ shows it, five times at random moments of the interval,
//   against LITEBANS_SYNC_SECONDS + 2 s;
// - an idle pass's cost on LiteBans' side (its lift query reads the table: no index on
//   removed_by_date).
// The MariaDB data is loaded once (about two minutes) and kept in bench-data/ as a data directory.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface, type Interface } from "node:readline";
import { root } from "../../scripts/lib.mjs";
import { mariadbInstalled, startThrowawayMariadb, type ThrowawayMariadb } from "../lib/mariadb-throwaway";
import { startThrowawayPostgres } from "../lib/postgres-throwaway";
import { type BenchServer, startSite } from "./harness/servers";
import type { BenchSection } from "./section";

const TIME_TARGET_S = 180;
const RSS_TARGET_MB = 300;
const SYNC_SECONDS = 15;
const DELAY_SAMPLES = 5;
const dataDir = join(root, "bench-data/litebans-1m");
const template = join(root, "bench-data/litebans-1m-mariadb");

/** The shared LiteBans folder: beside the repository (../shared) or beside its worktree folder. */
function sharedLitebans() {
  const found = [join(root, "../shared/litebans"), join(root, "../../shared/litebans")].find((dir) =>
    existsSync(join(dir, "generate.js")),
  );
  if (!found) throw new Error("../shared/litebans (generate.js, schema.sql, load.sql) was not found.");
  return found;
}

function ensureTsv(shared: string) {
  if (existsSync(join(dataDir, "bans.tsv"))) return;
  mkdirSync(dataDir, { recursive: true });
  console.log("Generating 1,000,000 LiteBans rows with ../shared/litebans/generate.js (once; cached)…");
  execFileSync(process.execPath, [join(shared, "generate.js")], {
    env: { ...process.env, OUT_DIR: dataDir, JSON_PATH: join(dataDir, "punishments-1m.json") },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** MariaDB with the million rows: from the saved data directory, or loaded (and saved) the first time. */
async function mariadbWithData(): Promise<ThrowawayMariadb> {
  const start = async (options: { template?: string }) => {
    const started = await startThrowawayMariadb(undefined, { bufferPoolMb: 256, ...options });
    if (!started) throw new Error("MariaDB did not start (is mariadb-server installed?).");
    return started;
  };
  if (existsSync(template)) return start({ template });
  const shared = sharedLitebans();
  ensureTsv(shared);
  const server = await start({});
  const work = mkdtempSync(join(tmpdir(), "bastion-bench-litebans-load-"));
  try {
    // load.sql reads out/*.tsv relative to where it runs.
    symlinkSync(dataDir, join(work, "out"));
    console.log("Loading the rows into MariaDB (once; kept in bench-data/litebans-1m-mariadb)…");
    const started = Date.now();
    server.sql(readFileSync(join(shared, "schema.sql"), "utf8"));
    server.sql(readFileSync(join(shared, "load.sql"), "utf8"), { cwd: work });
    console.log(`  loaded in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  await server.stop({ saveAs: template });
  return start({ template });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when a server log line's message matches `pattern`. */
function waitForLine(lines: Interface, pattern: RegExp, timeoutMs: number): Promise<{ message: string; at: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no log line matching ${pattern} in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    lines.on("line", function listener(line: string) {
      let message = line;
      try {
        message = (JSON.parse(line) as { msg?: string }).msg ?? line;
      } catch {}
      if (!pattern.test(message)) return;
      clearTimeout(timer);
      lines.off("line", listener);
      resolve({ message, at: Date.now() });
    });
  });
}

async function newBanDelays(mariadb: ThrowawayMariadb, base: string): Promise<number[]> {
  const delays: number[] = [];
  for (let sample = 1; sample <= DELAY_SAMPLES; sample += 1) {
    // A random moment of the interval, so the figure covers the whole wait, not a lucky phase.
    await sleep(Math.random() * SYNC_SECONDS * 1000);
    const name = `BenchBan${Date.now().toString(36)}`.slice(0, 16);
    const uuid = `00000000-0000-4000-8000-${String(sample).padStart(12, "0")}`;
    const now = Date.now();
    const started = Date.now();
    mariadb.sql(
      `USE litebans;
       INSERT INTO litebans_history (date, name, uuid, ip) VALUES (NOW(), '${name}', '${uuid}', '10.9.9.9');
       INSERT INTO litebans_bans (uuid, ip, reason, banned_by_uuid, banned_by_name, time, until, silent, ipban, ipban_wildcard, active)
         VALUES ('${uuid}', '10.9.9.9', 'Bench ban', 'CONSOLE', 'Console', ${now}, -1, 0, 0, 0, 1);`,
    );
    for (;;) {
      const response = await fetch(`${base}/punished/api/punished-players/?search_query=${name}`);
      const body = (await response.json()) as { punishments?: { player: string }[] };
      if (body.punishments?.some((item) => item.player === name)) break;
      if (Date.now() - started > 120_000) throw new Error(`the ban of ${name} did not show within 2 minutes`);
      await sleep(100);
    }
    delays.push((Date.now() - started) / 1000);
  }
  return delays;
}

/** What an idle pass costs LiteBans: the lift query over the bans table (no index on removed_by_date). */
function liftScanMs(mariadb: ThrowawayMariadb): number {
  const timed = (statement: string) => {
    const started = process.hrtime.bigint();
    mariadb.sql(statement);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  // The client's own start is measured apart and taken off.
  const client = timed("SELECT 1;");
  const scan = timed(
    "USE litebans; SELECT COUNT(*) FROM litebans_bans WHERE UNIX_TIMESTAMP(removed_by_date) >= UNIX_TIMESTAMP() - 600;",
  );
  return Math.max(0, scan - client);
}

export const run: BenchSection["run"] = async ({ database }) => {
  if (!mariadbInstalled()) {
    console.log("LiteBans bench: not run; install mariadb-server (Debian: apt-get install mariadb-server).");
    return;
  }
  const mariadb = await mariadbWithData();
  const postgres = database === "postgres" ? startThrowawayPostgres() : undefined;
  const site = mkdtempSync(join(tmpdir(), "bastion-bench-litebans-"));
  let server: BenchServer | undefined;
  try {
    const url = new URL(mariadb.url);
    url.username = "litebans";
    url.password = "litebans-bench";
    url.pathname = "/litebans";
    const spawned = Date.now();
    server = await startSite(site, {
      env: {
        DATABASE_URL: postgres?.url ?? "",
        LITEBANS_DATABASE_URL: url.toString(),
        LITEBANS_SYNC_SECONDS: String(SYNC_SECONDS),
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const api = server;
    const { stdout } = api.process;
    if (!stdout) throw new Error("The server's standard output is not piped.");
    const lines = createInterface({ input: stdout });
    lines.on("line", (line) => {
      try {
        const { msg } = JSON.parse(line) as { msg?: string };
        if (msg && /^LiteBans/.test(msg)) console.log(`  server: ${msg}`);
      } catch {}
    });
    // VmHWM is the peak since the process started: read at the end it covers the whole run; the
    // timer keeps the last value read should the process end first.
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, api.peakRssMb());
    }, 100);
    const started = await waitForLine(lines, /^LiteBans first import: about/, 120_000);
    const finished = await waitForLine(lines, /^LiteBans first import finished/, 30 * 60_000);
    const seconds = (finished.at - started.at) / 1000;
    peak = Math.max(peak, api.peakRssMb());
    const loadAfterImport = load();

    const delays = await newBanDelays(mariadb, api.base);
    clearInterval(timer);
    peak = Math.max(peak, api.peakRssMb());
    const scan = liftScanMs(mariadb);
    const mb = peak;
    const worst = Math.max(...delays);
    const ok = (good: boolean) => (good ? "ok" : "MISSED");
    console.log(
      `LiteBans first import of 1,000,000 rows into ${postgres ? "PostgreSQL" : "SQLite"}: ${seconds.toFixed(0)} s ` +
        `(${Math.round(1_000_000 / seconds).toLocaleString("en")} rows/s; target ≤ ${TIME_TARGET_S} s: ${ok(seconds <= TIME_TARGET_S)}), ` +
        `server start to finish ${((finished.at - spawned) / 1000).toFixed(0)} s; ` +
        `the server's peak RSS ${mb.toFixed(0)} MB (target ≤ ${RSS_TARGET_MB} MB: ${ok(mb <= RSS_TARGET_MB)}); ` +
        `load average at the end ${loadAfterImport}`,
    );
    console.log(
      `A new ban on /punished/ after ${delays.map((delay) => delay.toFixed(1)).join(", ")} s ` +
        `(every ${SYNC_SECONDS} s; target ≤ ${SYNC_SECONDS + 2} s: ${ok(worst <= SYNC_SECONDS + 2)}); ` +
        `an idle pass's lift query over litebans_bans: ${scan.toFixed(0)} ms; load average ${load()}`,
    );
  } finally {
    await server?.stop();
    rmSync(site, { recursive: true, force: true });
    postgres?.stop();
    await mariadb.stop();
  }
};
