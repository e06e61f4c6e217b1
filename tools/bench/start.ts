// Starting, from the TypeScript source (tsx) and compiled (apps/server/dist, what `npm start` and
// `npm run manage` run): the server's CPU until it answers and its memory once idle, and a
// management command's CPU and peak memory. Issue 28.6's figures (docs/decisions/001): medians of
// three, on a migrated SQLite site.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildServerIfStale } from "../../scripts/lib.mjs";
import { runManage, startSite, waitUntilUp } from "./harness/servers";

const ROUNDS = 3;
/** How long the server sits idle before its memory is read. */
const IDLE_MS = 5000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface StartFigures {
  startCpu: number;
  idleRss: number;
  manageCpu: number;
  manageRss: number;
}

async function measure(dataDir: string, compiled: boolean): Promise<StartFigures> {
  const rounds: StartFigures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const site = await startSite(dataDir, { compiled });
    let startCpu: number;
    let idleRss: number;
    try {
      await waitUntilUp(site.base);
      startCpu = site.cpuSeconds();
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      idleRss = site.residentMb();
    } finally {
      await site.stop();
    }
    const call = await runManage(["migrate"], { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, compiled });
    if (call.code !== 0) throw new Error(`manage migrate exited ${call.code}: ${call.errors}`);
    rounds.push({ startCpu, idleRss, manageCpu: call.cpuSeconds, manageRss: call.peakRssMb });
  }
  const of = (key: keyof StartFigures) => median(rounds.map((figures) => figures[key]));
  return { startCpu: of("startCpu"), idleRss: of("idleRss"), manageCpu: of("manageCpu"), manageRss: of("manageRss") };
}

export async function run() {
  await buildServerIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-bench-start-"));
  try {
    const first = await runManage(["migrate"], { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, compiled: true });
    if (first.code !== 0) throw new Error(`manage migrate exited ${first.code}: ${first.errors}`);
    const source = await measure(dataDir, false);
    const compiled = await measure(dataDir, true);
    console.log(`Starting (SQLite, a migrated site; medians of ${ROUNDS}): source (tsx) -> compiled (dist)`);
    const line = (name: string, before: number, after: number, unit: string) =>
      console.log(`  ${name.padEnd(40)} ${before.toFixed(2).padStart(7)} -> ${after.toFixed(2).padStart(7)} ${unit}`);
    line("server: CPU until it answers", source.startCpu, compiled.startCpu, "s");
    line(`server: resident memory after ${IDLE_MS / 1000} s idle`, source.idleRss, compiled.idleRss, "MB");
    line("manage migrate: CPU", source.manageCpu, compiled.manageCpu, "s");
    line("manage migrate: peak memory", source.manageRss, compiled.manageRss, "MB");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
