import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCrash } from "./crash/crash";
import { runImportCrash } from "./crash/import-crash";
import { createTestDatabase, type TestDatabase } from "./database";

// A short version of npm run crash: a few kill -9s of the real server under six writers, and of
// `manage import-punishments` while it saves a file.

describe("kill -9 under concurrent writers", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("loses no acknowledged write, stores no half batch and keeps the counters equal to the rows", async () => {
    const report = await runCrash({ kills: Number(process.env.CRASH_KILLS ?? 3), seed: 20261124, database });
    console.log(`crash: ${report.kills} kills, ${report.acknowledged} acknowledged writes, ${report.lost} lost`);
    expect(report.problems).toEqual([]);
    expect(report.lost).toBe(0);
    expect(report.kills).toBe(Number(process.env.CRASH_KILLS ?? 3));
    expect(report.acknowledged).toBeGreaterThan(0);
  }, 240_000);
});

describe("kill -9 of an import", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("stores whole slices only, keeps the counters equal to the rows, and the same file run again saves each row once", async () => {
    const kills = Number(process.env.CRASH_KILLS ?? 2);
    const report = await runImportCrash({ kills, seed: 20261126, database });
    console.log(
      `import crash: ${report.kills} kills (${report.partWay} part-way) in ${report.rounds} imports, ${report.rows} rows, ${report.lost} lost, ${report.duplicated} duplicated`,
    );
    expect(report.problems).toEqual([]);
    expect(report.lost).toBe(0);
    expect(report.duplicated).toBe(0);
    expect(report.kills).toBe(kills);
  }, 600_000);
});
