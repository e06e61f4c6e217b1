import { sql } from "kysely";
import type { Db } from "../../src/db/database";
import { countOfType, dayTotals } from "../../src/features/punishments/punishments.counters";
import {
  COUNT_COLUMN,
  COUNT_COLUMNS,
  gramsOf,
  PERIOD_GRAM_MAX,
  periodOf,
} from "../../src/features/punishments/punishments.search.name-index";

// What must hold after any kill: the database is whole, and the punishment counters equal the rows.

/** SQLite's integrity and foreign key checks (PostgreSQL keeps both itself). */
export async function integrityProblems(db: Db, postgres: boolean): Promise<string[]> {
  if (postgres) return [];
  const problems: string[] = [];
  const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
  if (rows[0]?.integrity_check !== "ok") problems.push(`integrity_check: ${JSON.stringify(rows)}`);
  const keys = await sql`PRAGMA foreign_key_check`.execute(db);
  if (keys.rows.length > 0) problems.push(`foreign_key_check: ${keys.rows.length} rows`);
  return problems;
}

/**
 * The counters (PostgreSQL's appended changes included, as every read sees them) against the rows,
 * per type and per day; one line per difference.
 */
export async function counterProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const actual = await db
    .selectFrom("punishments")
    .select(["type", sql<string>`substr(date, 1, 10)`.as("day"), (eb) => eb.fn.countAll<string>().as("n")])
    .groupBy(["type", sql`substr(date, 1, 10)`])
    .execute();
  for (const type of ["All", "Ban", "Mute", "Kick", "Warning"] as const) {
    const expected = new Map<string, number>();
    for (const row of actual) {
      if (type !== "All" && row.type !== type) continue;
      expected.set(row.day, (expected.get(row.day) ?? 0) + Number(row.n));
    }
    const counted = new Map((await dayTotals(db, type, true)).map((row) => [row.day, row.total]));
    for (const day of new Set([...expected.keys(), ...counted.keys()])) {
      if ((counted.get(day) ?? 0) !== (expected.get(day) ?? 0)) {
        problems.push(
          `counter ${type} ${day} says ${counted.get(day) ?? 0}, the table holds ${expected.get(day) ?? 0}`,
        );
      }
    }
    const total = [...expected.values()].reduce((sum, n) => sum + n, 0);
    if ((await countOfType(db, type)) !== total) problems.push(`counter ${type} is not the table's ${total}`);
  }
  problems.push(...(await gramPeriodProblems(db)));
  return problems;
}

/** The per-period counts of the 1- and 2-character substrings (deltas added) against the rows. */
export async function gramPeriodProblems(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("punishments as p")
    .innerJoin("punishment_players as pp", "pp.id", "p.player_id")
    .select(["pp.name_key", "p.type", sql<string>`substr(p.date, 1, 10)`.as("day")])
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .groupBy(["pp.name_key", "p.type", sql`substr(p.date, 1, 10)`])
    .execute();
  const expected = new Map<string, number>();
  const add = (key: string, n: number) => expected.set(key, (expected.get(key) ?? 0) + n);
  for (const row of rows) {
    for (let size = 1; size <= PERIOD_GRAM_MAX; size += 1) {
      const period = periodOf(size, row.day);
      for (const gram of gramsOf(row.name_key, size)) {
        add(`${gram} ${period} count_all`, Number(row.n));
        add(`${gram} ${period} ${COUNT_COLUMN[row.type]}`, Number(row.n));
      }
    }
  }
  const { rows: stored } = await sql<Record<string, string | number>>`select gram, period,
      sum(count_all) as count_all, sum(count_ban) as count_ban, sum(count_mute) as count_mute,
      sum(count_kick) as count_kick, sum(count_warning) as count_warning from (
        select gram, period, count_all, count_ban, count_mute, count_kick, count_warning from punishment_gram_periods
        union all
        select gram, period, count_all, count_ban, count_mute, count_kick, count_warning from punishment_gram_period_deltas
      ) as g group by gram, period`.execute(db);
  const counted = new Map<string, number>();
  for (const row of stored) {
    for (const column of COUNT_COLUMNS) counted.set(`${row.gram} ${row.period} ${column}`, Number(row[column]));
  }
  const problems: string[] = [];
  for (const key of new Set([...expected.keys(), ...counted.keys()])) {
    if ((counted.get(key) ?? 0) !== (expected.get(key) ?? 0)) {
      problems.push(`substring count ${key} says ${counted.get(key) ?? 0}, the table holds ${expected.get(key) ?? 0}`);
    }
  }
  return problems;
}
