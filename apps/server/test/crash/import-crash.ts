import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { mulberry32 } from "@bastion/shared";
import { runCli } from "../../src/cli/run";
import { loadConfig } from "../../src/config";
import { migrateToLatest } from "../../src/db/migrate";
import { SLICE } from "../../src/features/punishments/punishments.import";
import type { TestDatabase } from "../database";
import { punishmentInput } from "../factories/punishments";
import { COMPILED } from "../server-process";
import { counterProblems, integrityProblems } from "./checks";

// kill -9 of `manage import-punishments FILE` at random moments of its saving, then checks: the
// database is whole, only whole slices are stored (as many rows as the import recorded), the counters
// equal the rows, and the same file run again saves each row exactly once, rows without an id
// included. Every other round takes the import back with --discard-unfinished before running it again.

export interface ImportCrashReport {
  kills: number;
  /** Imports run (the first to its end; a later one that ended before its kill is not a kill). */
  rounds: number;
  /** Kills that left the import part-way (some slices stored, not all). */
  partWay: number;
  /** Rows of the files, each of which must end up stored exactly once. */
  rows: number;
  lost: number;
  duplicated: number;
  problems: string[];
}

/** A few slices and a short last one: 2,000 + 2,000 + 1,000. */
const ROWS = 5000;
const serverDir = join(import.meta.dirname, "../..");

/** Half the rows have no id: saved twice, they would be two punishments. */
function writeFile(dir: string, round: number): string {
  const rows = Array.from({ length: ROWS }, (_, index) =>
    punishmentInput({
      ...(index % 2 === 0 ? { id: `imp${round}-${index}` } : {}),
      player: `Importer${index % 300}`,
      reason: `Import crash r${round} #${index}`,
      type: (["Ban", "Mute", "Kick", "Warning"] as const)[index % 4],
    }),
  );
  const file = join(dir, `punishments-${round}.json`);
  writeFileSync(file, JSON.stringify(rows));
  return file;
}

function startImport(file: string, database: TestDatabase) {
  const child = spawn(process.execPath, [COMPILED.manage, "import-punishments", file], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.url ?? "", LOG_LEVEL: "silent" },
    stdio: "ignore",
  });
  const exited = once(child, "exit").then(([code, signal]) => ({ code: code as number | null, signal }));
  return { child, exited };
}

/** The import's record, once the child has made it. */
async function importRecord(database: TestDatabase, file: string) {
  return database.handle.db
    .selectFrom("punishment_imports")
    .select(["rows_applied", "created", "finished_at"])
    .where("file_name", "=", file)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** Rows of this round stored, and how many of them are distinct (by their reason, unique per row). */
async function storedRows(database: TestDatabase, round: number) {
  const rows = await database.handle.db
    .selectFrom("punishments")
    .select("reason")
    .where("reason", "like", `Import crash r${round} #%`)
    .execute();
  return { stored: rows.length, distinct: new Set(rows.map((row) => row.reason)).size };
}

/** Kills `manage import-punishments` `kills` times, checking after each kill and after each rerun. */
export async function runImportCrash(options: {
  kills: number;
  seed: number;
  database: TestDatabase;
}): Promise<ImportCrashReport> {
  const { database } = options;
  const random = mulberry32(options.seed);
  const postgres = Boolean(database.url);
  const report: ImportCrashReport = { kills: 0, rounds: 0, partWay: 0, rows: 0, lost: 0, duplicated: 0, problems: [] };
  const dir = mkdtempSync(join(tmpdir(), "bastion-import-crash-"));
  const config = loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.url ?? "", LOG_LEVEL: "silent" });
  const manage = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runCli(argv, config, { print: (line) => out.push(line), printError: (line) => out.push(line) });
    return { code, out: out.join("\n") };
  };
  const checkWhole = async (when: string) => {
    for (const problem of [
      ...(await integrityProblems(database.handle.db, postgres)),
      ...(await counterProblems(database.handle.db)),
    ]) {
      report.problems.push(`${when}: ${problem}`);
    }
  };
  try {
    await migrateToLatest(database.handle.db);
    // How long saving a slice takes here: the kills land within a slice's time of a slice's end.
    let sliceMs = 0;
    for (let round = 0; report.kills < options.kills && report.rounds <= options.kills * 10; round += 1) {
      report.rounds += 1;
      const file = writeFile(dir, round);
      report.rows += ROWS;
      const run = startImport(file, database);
      let ended: Awaited<typeof run.exited> | undefined;
      void run.exited.then((result) => {
        ended = result;
      });
      const deadline = Date.now() + 120_000;
      const reached = async (rows: number) => {
        const record = await importRecord(database, file);
        return record !== undefined && record.rows_applied >= rows;
      };
      while (!ended && !(await reached(0)) && Date.now() < deadline) await sleep(20);
      const recordedAt = Date.now();
      if (round === 0) {
        // The first round runs to the end: it measures the saving, and proves the uninterrupted path.
        const result = await run.exited;
        sliceMs = Math.max(100, ((Date.now() - recordedAt) * SLICE) / ROWS);
        if (result.code !== 0) report.problems.push(`round 0: the import exited with ${result.code}`);
      } else {
        // Before the first slice is stored or after it, then within four fifths of a slice's time, so
        // the kill lands in the saving whatever pace a busy machine runs this import at (timed from
        // the start alone, under a whole test run most imports ended first and rounds were repeated).
        // One that still ended first is not a kill, and another round follows.
        if (random() < 0.5) {
          while (!ended && !(await reached(SLICE)) && Date.now() < deadline) await sleep(20);
          sliceMs = Math.max(100, Date.now() - recordedAt);
        }
        await sleep(random() * sliceMs * 0.8);
        if (!ended) {
          run.child.kill("SIGKILL");
          report.kills += 1;
        }
        await run.exited;
      }

      // After the kill: whole slices only, as many rows as the import recorded, counters right.
      const record = await importRecord(database, file);
      const before = await storedRows(database, round);
      await checkWhole(`round ${round} after the kill`);
      if (before.stored !== (record?.created ?? 0) || (before.stored % SLICE !== 0 && before.stored !== ROWS)) {
        report.problems.push(
          `round ${round}: ${before.stored} rows stored, the import recorded ${record?.created ?? 0} (slices of ${SLICE})`,
        );
      }
      if (before.stored > 0 && before.stored < ROWS) report.partWay += 1;

      if (!record?.finished_at && round % 2 === 0) {
        const discarded = await manage("import-punishments", "--discard-unfinished");
        const left = await storedRows(database, round);
        if (discarded.code !== 0 || left.stored !== 0) {
          report.problems.push(`round ${round}: the discard left ${left.stored} rows (${discarded.out})`);
        }
        await checkWhole(`round ${round} after the discard`);
      }
      // The same file again, unless it had finished: resumed (or imported afresh after a discard, or
      // when the kill came before the import began), each row exactly once.
      if (!record?.finished_at) {
        const again = await manage("import-punishments", file);
        if (again.code !== 0) report.problems.push(`round ${round}: the import run again failed: ${again.out}`);
      }
      const after = await storedRows(database, round);
      report.lost += ROWS - after.distinct;
      report.duplicated += after.stored - after.distinct;
      await checkWhole(`round ${round} after the rerun`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return report;
}
