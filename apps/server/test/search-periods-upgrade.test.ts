import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../src/db/migrate";
import { codeMigrations } from "../src/db/migration-set";
import { gramPeriodProblems } from "./crash/checks";
import { createTestDatabase, type TestDatabase } from "./database";

// A site upgraded to the version of issue 33's search periods gets the counts of the punishments it
// already holds: a one- or two-character search's deep pages start at their day or month from the first
// visit.

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

const MIGRATION = "2026-12-02T0900-search-periods";

describe("upgrading to per-period substring counts", () => {
  it("counts every punishment already stored, for players in several of the ranges it reads", async () => {
    database = await createTestDatabase();
    const earlier = Object.fromEntries(Object.entries(codeMigrations()).filter(([name]) => name < MIGRATION));
    await migrateToLatest(database.handle.db, earlier);
    // biome-ignore lint/suspicious/noExplicitAny: the tables as the version before had them
    const db = database.handle.db as any;
    // 4,500 players (the migration reads 2,000 at a time), names with repeated letters and one beyond
    // the Basic Multilingual Plane; 3 punishments each over two years.
    const names = Array.from({ length: 4500 }, (_, index) => (index === 7 ? "🐉dragon" : `aab${index}zz`));
    for (let index = 0; index < names.length; index += 500) {
      await db
        .insertInto("punishment_players")
        .values(names.slice(index, index + 500).map((name, offset) => ({ id: index + offset + 1, name_key: name })))
        .execute();
    }
    const types = ["Ban", "Mute", "Kick", "Warning"];
    const rows = names.flatMap((name, index) =>
      [0, 1, 2].map((n) => ({
        external_id: `up-${index}-${n}`,
        type: types[(index + n) % 4],
        player: name,
        player_uuid: `uuid-${index}`,
        player_id: index + 1,
        reason: "Upgrade",
        actioned_by: "CONSOLE",
        actioned_by_uuid: "CONSOLE",
        play_time: 0,
        date: new Date(Date.UTC(2025, (index * 3 + n * 7) % 24, 1 + (index % 27))).toISOString(),
        until: null,
        is_active: 1,
        created_at: "2026-12-01T00:00:00.000Z",
        updated_at: "2026-12-01T00:00:00.000Z",
      })),
    );
    for (let index = 0; index < rows.length; index += 500) {
      await db
        .insertInto("punishments")
        .values(rows.slice(index, index + 500))
        .execute();
    }

    await migrateToLatest(database.handle.db);
    expect(await gramPeriodProblems(database.handle.db)).toEqual([]);
    const stored = async (gram: string) =>
      (await db
        .selectFrom("punishment_gram_periods")
        .select(["period", "count_all"])
        .where("gram", "=", gram)
        .orderBy("period")
        .execute()) as { period: string; count_all: number }[];
    const sum = (rows: { count_all: number }[]) => rows.reduce((total, row) => total + Number(row.count_all), 0);
    // "z" and "zz" are in every name but the dragon's: 4,499 players' 3 punishments, counted per day
    // for the one character and per month (24 of them) for the two.
    const single = await stored("z");
    expect(single.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.period))).toBe(true);
    expect(sum(single)).toBe(4499 * 3);
    const pair = await stored("zz");
    expect(pair).toHaveLength(24);
    expect(pair.every((row) => /^\d{4}-\d{2}$/.test(row.period))).toBe(true);
    expect(sum(pair)).toBe(4499 * 3);
  });
});
