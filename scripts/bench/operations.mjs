// Exports and a backup of the million-punishment site: time and peak memory (RSS) of each command,
// run as the operator runs it. The bound is 300 MB of RSS whatever the size.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { register } from "tsx/esm/api";
import { root } from "../lib.mjs";
import { ensureBenchData } from "./punishments-data.mjs";

function measure(dataDir, args) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [join(root, "scripts/bench/max-rss.mjs"), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.stdout.resume();
    child.on("error", reject);
    child.on("exit", (code) => {
      const rss = Number(/max-rss-kb (\d+)/.exec(errors)?.[1] ?? 0) / 1024;
      if (code !== 0) reject(new Error(`${args.join(" ")} exited ${code}: ${errors}`));
      else resolve({ seconds: (Date.now() - started) / 1000, rss });
    });
  });
}

export async function run() {
  register();
  const dataDir = await ensureBenchData();
  const out = mkdtempSync(join(tmpdir(), "bastion-bench-ops-"));
  try {
    const cases = [
      [
        "export punishments, JSON",
        ["export", "punishments", "--format", "json", "--out", join(out, "p.json")],
        join(out, "p.json"),
      ],
      [
        "export punishments, CSV",
        ["export", "punishments", "--format", "csv", "--out", join(out, "p.csv")],
        join(out, "p.csv"),
      ],
      ["backup (SQLite + files)", ["backup", "--to", join(out, "backups")], undefined],
    ];
    console.log("Operations on 1,000,000 punishments (SQLite):");
    for (const [name, args, file] of cases) {
      const { seconds, rss } = await measure(dataDir, args);
      const size = file ? ` ${(statSync(file).size / 1024 ** 2).toFixed(0)} MB written,` : "";
      console.log(`  ${name.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s,${size} peak RSS ${rss.toFixed(0)} MB`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
