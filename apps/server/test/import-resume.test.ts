import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../src/cli/run";
import { countOfType } from "../src/features/punishments/punishments.counters";
import { createTestApp, type TestApp, TestClient } from "./app";
import { punishmentInput } from "./factories/punishments";
import { COMPILED } from "./server-process";

// import-punishments saves a big file in slices (docs/decisions/008): killed part-way, it leaves whole
// slices only, and the same file imported again carries on from where it stopped, saving each row
// exactly once, rows without an id included.

const ROWS = 20_000;
let t: TestApp;
let file: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: ROWS }, (_, index) =>
    punishmentInput({
      // Every other row has no id: a second save of it would be a second punishment.
      ...(index % 2 === 0 ? { id: `resume-${index}` } : {}),
      player: `Resumer${index % 700}`,
      reason: `Resume ${index}`,
      type: (["Ban", "Mute", "Kick", "Warning"] as const)[index % 4],
    }),
  );
  file = join(mkdtempSync(join(tmpdir(), "bastion-resume-")), "punishments.json");
  writeFileSync(file, JSON.stringify(rows));
});
afterAll(() => t.close());

/** Runs the import in a process of its own and kills it (SIGKILL) once it says a slice is saved. */
function importUntilKilled(): Promise<string[]> {
  const child = spawn(process.execPath, [COMPILED.manage, "import-punishments", file], {
    cwd: join(import.meta.dirname, ".."),
    env: {
      ...process.env,
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: t.database.url ?? "",
      LOG_LEVEL: "silent",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      lines.push(line);
      if (line.includes("rows saved")) child.kill("SIGKILL");
    });
    child.once("exit", (_code, signal) =>
      signal === "SIGKILL" ? resolve(lines) : reject(new Error(`the import ended before it was killed: ${lines}`)),
    );
  });
}

describe("an import killed part-way", () => {
  it("keeps whole slices only, and finishes exactly once when the same file is imported again", async () => {
    const before = await importUntilKilled();
    expect(before.at(-1)).toMatch(/^ {2}[\d,]+ of 20,000 rows saved…$/);
    const partial = await countOfType(t.db, "All");
    expect(partial % 2000).toBe(0);
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(ROWS);

    const out: string[] = [];
    const code = await runCli(
      ["import-punishments", file],
      { ...t.config, DATABASE_URL: t.database.url },
      { print: (line) => out.push(line), printError: (line) => out.push(line) },
    );
    expect(code).toBe(0);
    expect(out).toContain(
      `Resumed an import of this file that had stopped after ${partial.toLocaleString("en")} rows.`,
    );
    expect(out.at(-1)).toBe(`Saved ${ROWS} punishments: ${ROWS} new, 0 updated.`);

    const rows = await t.db.selectFrom("punishments").select("reason").where("reason", "like", "Resume %").execute();
    expect(rows).toHaveLength(ROWS);
    expect(new Set(rows.map((row) => row.reason)).size).toBe(ROWS);
    expect(await countOfType(t.db, "All")).toBe(ROWS);
    expect(await countOfType(t.db, "Kick")).toBe(ROWS / 4);
    const page = await new TestClient(t.app).get("/punished/api/punished-players/?search_query=resumer699");
    expect(page.json<{ pageNumbers: number[] }>().pageNumbers).toHaveLength(Math.ceil(ROWS / 700 / 20));

    // A finished import is not resumed: the same file again updates the rows with an id, adds the rest.
    out.length = 0;
    await runCli(
      ["import-punishments", file],
      { ...t.config, DATABASE_URL: t.database.url },
      { print: (line) => out.push(line), printError: (line) => out.push(line) },
    );
    expect(out.at(-1)).toBe(`Saved ${ROWS} punishments: ${ROWS / 2} new, ${ROWS / 2} updated.`);
  }, 120_000);
});
