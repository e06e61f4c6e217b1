// import-punishments of 1,000,000 rows (issue 16): the file is the shared LiteBans generator's JSON in
// Bastion's import format (made once into bench-data/). A fresh SQLite site (or PostgreSQL with
// --database postgres), the CLI in a process of its own; prints the time and its peak RSS (VmHWM).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildServerIfStale, peakRssKb, root } from "../lib.mjs";
import { startThrowawayPostgres } from "../pg-throwaway.mjs";

const RSS_TARGET_MB = 300;
const dataDir = join(root, "bench-data/litebans-1m");
const json = join(dataDir, "punishments-1m.json");

function ensureFile() {
  if (existsSync(json)) return;
  mkdirSync(dataDir, { recursive: true });
  console.log("Generating 1,000,000 punishments with ../shared/litebans/generate.js (once; cached)…");
  execFileSync(process.execPath, [join(root, "../shared/litebans/generate.js")], {
    env: { ...process.env, OUT_DIR: dataDir, JSON_PATH: json },
    stdio: "inherit",
  });
}

export async function run({ database = "sqlite" } = {}) {
  ensureFile();
  await buildServerIfStale();
  const postgres = database === "postgres" ? startThrowawayPostgres() : undefined;
  const site = mkdtempSync(join(tmpdir(), "bastion-bench-import-"));
  try {
    const started = Date.now();
    const child = spawn(process.execPath, ["apps/server/dist/cli/manage.js", "import-punishments", json], {
      cwd: root,
      env: { ...process.env, DATA_DIR: site, DATABASE_URL: postgres?.url ?? "", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, peakRssKb(child.pid));
    }, 100);
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(`  ${chunk}`);
    });
    const code = await new Promise((resolve) => child.once("exit", resolve));
    clearInterval(timer);
    const seconds = (Date.now() - started) / 1000;
    const mb = peak / 1024;
    console.log(
      `Import of ${(statSync(json).size / 1024 / 1024).toFixed(0)} MB (1,000,000 rows) into ${postgres ? "PostgreSQL" : "SQLite"}: ` +
        `${seconds.toFixed(0)} s (${Math.round(1_000_000 / seconds).toLocaleString("en")} rows/s), ` +
        `peak RSS ${mb.toFixed(0)} MB (target ≤ ${RSS_TARGET_MB} MB: ${mb <= RSS_TARGET_MB ? "ok" : "MISSED"})` +
        (code === 0 ? "" : `; the import FAILED (exit ${code})`),
    );
    if (!/Saved 1000000 punishments/.test(output)) console.log("  (the import did not report 1,000,000 rows saved)");
  } finally {
    rmSync(site, { recursive: true, force: true });
    postgres?.stop();
  }
}
