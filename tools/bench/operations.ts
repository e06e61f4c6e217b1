// Exports and a backup of the million-punishment site: time and peak memory (RSS) of each command,
// run as the operator runs it. The bound is 300 MB of RSS whatever the size.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runManage } from "./harness/servers";
import { ensureBenchData } from "./seed/punishments";

async function measure(dataDir: string, args: string[]) {
  const result = await runManage(args, { env: { DATA_DIR: dataDir, DATABASE_URL: "" } });
  if (result.code !== 0) throw new Error(`${args.join(" ")} exited ${result.code}: ${result.errors}`);
  return { seconds: result.seconds, rss: result.peakRssMb };
}

export async function run() {
  const dataDir = await ensureBenchData();
  const out = mkdtempSync(join(tmpdir(), "bastion-bench-ops-"));
  try {
    const cases: [string, string[], string | undefined][] = [
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
