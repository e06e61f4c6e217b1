// npm run bench -- lighthouse: Lighthouse 12's mobile performance score of the pages a visitor opens
// first (/, /punished/, /announcements/) on a small seeded site (the demo community and 12
// announcements), served by the real server from the built app, in Debian's Chromium with
// Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU). Each page is measured
// LIGHTHOUSE_RUNS times (5) and the median is reported with its first paint, largest paint, blocking
// time and layout shift, and the machine's load average, since a busy machine moves the figures.
// Target: a median of 95 or more on each page. WEB_DIST_DIR measures another build (a before/after).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { register } from "tsx/esm/api";
import { root } from "../lib.mjs";
import { spawnSite } from "./server-process.mjs";
import { waitUntilUp } from "./wait-until-up.mjs";

const PAGES = ["/", "/punished/", "/announcements/"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARGET = 95;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The demo community (12 users, 330 punishments) and a dozen announcements in a fresh SQLite database. */
async function seedSite() {
  register();
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-bench-lighthouse-"));
  const { loadConfig } = await import("../../apps/server/src/config.ts");
  const { createDatabase } = await import("../../apps/server/src/db/database.ts");
  const { migrateToLatest } = await import("../../apps/server/src/db/migrate.ts");
  const { runCli } = await import("../../apps/server/src/cli/run.ts");
  const { createAccount } = await import("../../apps/server/src/features/accounts/accounts.service.ts");
  const announcements = await import("../../apps/server/src/features/announcements/announcements.service.ts");
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", BOT_CHECK: "none" });
  await runCli(["seed-demo"], config, { print: () => undefined, printError: console.error });
  const { db } = createDatabase(config);
  await migrateToLatest(db);
  const groups = ["owner"];
  const id = await createAccount(db, {
    username: "BenchOwner",
    email: "owner@lighthouse.test",
    password: "lighthouse-bench-emerald-42",
    verified: true,
    groups,
  });
  const owner = { id, username: "BenchOwner", profile_img: null, groups, permissions: [], sessionIdHash: "" };
  for (let n = 1; n <= 12; n += 1) {
    await announcements.create(db, owner, {
      title: `Season ${n} is here`,
      introduction: `What changes in season ${n}: new biomes to explore, a player market and a long list of fixes.`,
      content: `<h2>Season ${n}</h2>${"<p>Patch notes, events and the new rules for the market. </p>".repeat(8)}`,
      "g-recaptcha-response": "",
    });
  }
  await db.destroy();
  return dataDir;
}

function startServer(dataDir, port) {
  return spawnSite(dataDir, port, { PUBLIC_URL: `http://127.0.0.1:${port}`, MINECRAFT_SERVER: "" });
}

/** One Lighthouse run (its CLI, mobile preset by default) of one URL: the performance figures. */
function lighthouse(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(root, "node_modules/lighthouse/cli/index.js"),
        url,
        "--only-categories=performance",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        `--chrome-path=${CHROMIUM}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      ],
      { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
    );
    const out = [];
    const err = [];
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => err.push(chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0)
        return reject(new Error(`lighthouse exited ${code}: ${Buffer.concat(err).toString().slice(-800)}`));
      const report = JSON.parse(Buffer.concat(out).toString());
      const audit = (name) => report.audits[name]?.numericValue ?? Number.NaN;
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        si: audit("speed-index"),
      });
    });
  });
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): such a run is tried again, twice at most. */
async function withRetry(measure) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure();
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (a run failed and is tried again: ${String(error.message).split("\n")[0].slice(0, 120)})`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export async function run() {
  const dataDir = await seedSite();
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(dataDir, port);
  const loads = [loadavg()[0]];
  let missed = false;
  try {
    await waitUntilUp(base);
    console.log(
      `Lighthouse 12 mobile performance (median of ${RUNS}; target ≥ ${TARGET})${process.env.WEB_DIST_DIR ? `, build ${process.env.WEB_DIST_DIR}` : ""}`,
    );
    for (const path of PAGES) {
      // One visit first, so the server's own first-request work (shell compression, SQLite pages) is not measured.
      await fetch(`${base}${path}`);
      const runs = [];
      for (let n = 0; n < RUNS; n += 1) {
        runs.push(await withRetry(() => lighthouse(`${base}${path}`)));
        loads.push(loadavg()[0]);
      }
      const score = median(runs.map((r) => r.score));
      missed ||= score < TARGET;
      console.log(
        `  ${path.padEnd(16)} ${String(score).padStart(3)}  (runs ${runs.map((r) => r.score).join(", ")})  ` +
          `FCP ${seconds(median(runs.map((r) => r.fcp)))}, LCP ${seconds(median(runs.map((r) => r.lcp)))}, ` +
          `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}, ` +
          `SI ${seconds(median(runs.map((r) => r.si)))}: ${score >= TARGET ? "ok" : "MISSED"}`,
      );
    }
    console.log(
      `  load average (1 min) during the runs: median ${median(loads).toFixed(2)}, ` +
        `from ${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)}`,
    );
    if (missed) process.exitCode = 1;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
