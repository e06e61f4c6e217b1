import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { counterProblems } from "../../../test/crash/checks";
import { punishmentInput, seedPunishments } from "../../../test/factories/punishments";
import { checkImports } from "../../cli/doctor/checks";
import { runCli } from "../../cli/run";
import { checkImportFile, importCheckedFile } from "./punishments.import";
import { discardUnfinishedImports, ImportStoppedError, UnfinishedImportError } from "./punishments.unfinished-import";

// An import stopped part-way keeps its whole slices (docs/decisions/014), and says so: another file
// is refused, the doctor warns, and --discard-unfinished removes exactly the rows it added, rows
// without an id included, while the rows it updated by id keep the file's values.

const ROWS = 5000;
const dir = mkdtempSync(join(tmpdir(), "bastion-unfinished-"));
let t: TestApp;

function file(name: string, rows: unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(rows));
  return path;
}

async function manage(...argv: string[]) {
  const out: string[] = [];
  const config = { ...t.config, DATABASE_URL: t.database.url };
  const code = await runCli(argv, config, { print: (line) => out.push(line), printError: (line) => out.push(line) });
  return { code, out: out.join("\n") };
}

/** Imports `path`, running `afterFirstSlice` once its first slice is saved; the error it ends with. */
async function importWith(path: string, afterFirstSlice: () => Promise<unknown>) {
  const check = await checkImportFile(path);
  let first = true;
  return importCheckedFile(t.db, path, check, async () => {
    if (!first) return;
    first = false;
    await afterFirstSlice();
  }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

/** Stops an import after its first slice, as a kill would: the slices saved stay, the rest never come. */
const stop = async () => {
  throw new Error("stopped");
};

const reasons = async (prefix: string) =>
  (await t.db.selectFrom("punishments").select("reason").where("reason", "like", `${prefix}%`).execute()).map(
    (row) => row.reason,
  );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("an unfinished import", () => {
  it("refuses another file, warns in the doctor, and is discarded exactly", async () => {
    // Rows the site had before: two of them the file updates by id.
    await seedPunishments(t.db, [
      punishmentInput({ id: "kept-1", reason: "Before 1", type: "Ban" }),
      punishmentInput({ id: "kept-2", reason: "Before 2", type: "Mute" }),
    ]);
    const rows = Array.from({ length: ROWS }, (_, index) =>
      punishmentInput({
        // Every other row has no id: nothing but the import's mark tells it apart.
        ...(index % 2 === 0 ? { id: `stop-${index}` } : {}),
        player: `Stopper${index % 50}`,
        reason: `Stopped ${index}`,
        type: (["Ban", "Mute", "Kick", "Warning"] as const)[index % 4],
      }),
    );
    rows[1] = { ...rows[1], id: "kept-1", reason: "Updated 1" } as (typeof rows)[number];
    const stopped = file("stopped.json", rows);
    expect(await importWith(stopped, stop)).toEqual(new Error("stopped"));
    expect(await reasons("Stopped ")).toHaveLength(1999);

    const other = file("other.json", [punishmentInput({ reason: "Other 1" })]);
    const refused = await manage("import-punishments", other);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`Nothing was imported from ${other}.`);
    expect(refused.out).toMatch(
      new RegExp(
        `An import is unfinished: ${stopped} \\(SHA-256 [0-9a-f]{12}…\\): 2,000 of 5,000 rows saved, started .+, last slice saved .+\\.`,
      ),
    );
    expect(refused.out).toContain("npm run manage -- import-punishments --discard-unfinished");
    expect(await reasons("Other ")).toEqual([]);

    const warned = await checkImports(t.db);
    expect(warned.verdict).toBe("WARN");
    expect(warned.detail).toContain(`unfinished import of ${stopped}`);
    expect(warned.detail).toContain("2,000 of 5,000 rows saved");
    expect(warned.detail).toContain(
      `import the same file again to finish it (npm run manage -- import-punishments ${stopped})`,
    );
    expect(warned.detail).toContain("remove the 1,999 punishments it added");

    const discarded = await manage("import-punishments", "--discard-unfinished");
    expect(discarded).toEqual({
      code: 0,
      out: `Discarded the unfinished import of ${stopped}: removed the 1,999 punishments it had added. The 1 it updated by id keep the file's values (import an older export to undo them).`,
    });
    expect(await reasons("Stopped ")).toEqual([]);
    expect((await reasons("Before ")).sort()).toEqual(["Before 2"]);
    expect(await reasons("Updated ")).toEqual(["Updated 1"]);
    expect(await counterProblems(t.db)).toEqual([]);
    expect((await checkImports(t.db)).verdict).toBe("OK");
    expect((await manage("import-punishments", "--discard-unfinished")).out).toBe(
      "No import is unfinished; nothing to discard.",
    );

    // Discarded, not resumable: the same file starts afresh and saves each row once.
    expect((await manage("import-punishments", other)).code).toBe(0);
    const again = await manage("import-punishments", stopped);
    expect(again).toEqual({ code: 0, out: `Saved ${ROWS} punishments: ${ROWS - 1} new, 1 updated.` });
    expect(new Set(await reasons("Stopped ")).size).toBe(ROWS - 1);
    expect(await reasons("Stopped ")).toHaveLength(ROWS - 1);
    expect(await counterProblems(t.db)).toEqual([]);
  }, 60_000);

  it("a discard while the import still runs stops it at its next slice, and nothing of it stays", async () => {
    const raced = file(
      "raced.json",
      Array.from({ length: ROWS }, (_, index) => punishmentInput({ reason: `Raced ${index}` })),
    );
    let discarded = "";
    const outcome = await importWith(raced, async () => {
      discarded = (await manage("import-punishments", "--discard-unfinished")).out;
    });
    expect(discarded).toContain("removed the 2,000 punishments it had added.");
    expect(outcome).toBeInstanceOf(ImportStoppedError);
    expect(String(outcome)).toContain(`The import of ${raced} stopped: it was discarded meanwhile`);
    expect(await reasons("Raced ")).toEqual([]);
    expect(await counterProblems(t.db)).toEqual([]);
    expect((await checkImports(t.db)).verdict).toBe("OK");
  }, 60_000);

  it("two runs of the same file at once: the second finishes it, the first stops, each row is saved once", async () => {
    const rows = Array.from({ length: ROWS }, (_, index) => punishmentInput({ reason: `Twice ${index}` }));
    const twice = file("twice.json", rows);
    let second: Awaited<ReturnType<typeof manage>> | undefined;
    const first = await importWith(twice, async () => {
      second = await manage("import-punishments", twice);
    });
    expect(second?.out).toBe(
      `Resumed an import of this file that had stopped after 2,000 rows.\nSaved ${ROWS} punishments: ${ROWS} new, 0 updated.`,
    );
    expect(first).toBeInstanceOf(ImportStoppedError);
    expect(await reasons("Twice ")).toHaveLength(ROWS);
    expect(await counterProblems(t.db)).toEqual([]);
  }, 60_000);

  it("two different files started at the same instant: one imports, the other is refused and saves nothing", async () => {
    const files = ["Left", "Right"].map((side) =>
      file(
        `${side}.json`,
        Array.from({ length: ROWS }, (_, index) => punishmentInput({ reason: `${side} ${index}` })),
      ),
    );
    const checked = await Promise.all(files.map(async (path) => ({ path, check: await checkImportFile(path) })));
    // Both ask at the same moment whether another import is unfinished.
    const outcomes = await Promise.allSettled(checked.map(({ path, check }) => importCheckedFile(t.db, path, check)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const winner = outcomes.findIndex((outcome) => outcome.status === "fulfilled");
    const refused = outcomes[1 - winner];
    expect(refused?.status === "rejected" && refused.reason).toBeInstanceOf(UnfinishedImportError);
    const saved = await Promise.all([reasons("Left "), reasons("Right ")]);
    expect(saved[winner]).toHaveLength(ROWS);
    expect(saved[1 - winner]).toEqual([]);
    expect(await counterProblems(t.db)).toEqual([]);
    expect((await checkImports(t.db)).verdict).toBe("OK");
  }, 60_000);

  it("an import begun before imports marked their rows cannot be discarded, and says how to finish it", async () => {
    await t.db
      .insertInto("punishment_imports")
      .values({
        file_sha256: "ab".repeat(32),
        file_name: "old.json",
        rows_total: 10,
        started_at: "2026-11-20T10:00:00.000Z",
      })
      .execute();
    const refused = await manage("import-punishments", "--discard-unfinished");
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("old.json (SHA-256 abababababab…): 0 of 10 rows saved");
    expect(refused.out).toContain("cannot be discarded: import the same file again to finish it");
    await expect(discardUnfinishedImports(t.db)).rejects.toThrow(/cannot be discarded/);
  });
});
