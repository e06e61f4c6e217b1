import { sql } from "kysely";
import type { Db } from "../../src/db/database";
import { countOfType, dayTotals } from "../../src/features/punishments/punishments.counters";

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
  return problems;
}
