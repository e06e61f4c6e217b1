import type { PunishmentType, PunishmentTypeFilter } from "@bastion/shared";
import { sql } from "kysely";
import { type Db, dialectOf } from "../../db/database";

// Punishments per type and per UTC day (docs/decisions/008). A type's total is the sum of its days;
// a page deep in the list starts at the day that holds its offset (punishments.list-cache.ts). On PostgreSQL writers append
// delta rows (concurrent batches never wait on one another's counter rows) and fold() moves them into
// the base rows; on SQLite, which has one writer, they update the base rows directly. Every read adds
// the deltas in within one statement, so it sees one snapshot.

/** Rows per statement: well under both databases' bound-parameter limits. */
const CHUNK = 500;

/** The UTC day of a stored date (stored dates are ISO-8601 in UTC, so its first 10 characters). */
export const dayOf = (date: string) => date.slice(0, 10);

export const appendsDeltas = (db: Db) => dialectOf(db) === "postgres";

/** Changes to the per-type, per-day counts made by one write. */
export class DayCountChanges {
  private readonly changes = new Map<string, { type: PunishmentTypeFilter; day: string; delta: number }>();

  add(type: PunishmentType, date: string, by: number) {
    const day = dayOf(date);
    for (const key of ["All", type] as const) {
      const entry = this.changes.get(`${key} ${day}`) ?? { type: key, day, delta: 0 };
      entry.delta += by;
      this.changes.set(`${key} ${day}`, entry);
    }
  }

  /** Writes the changes, in (type, day) order so that concurrent writers lock rows in one order. */
  async apply(trx: Db) {
    const rows = [...this.changes.values()]
      .filter((row) => row.delta !== 0)
      .sort((a, b) => (a.type === b.type ? compare(a.day, b.day) : compare(a.type, b.type)));
    for (let index = 0; index < rows.length; index += CHUNK) {
      const part = rows.slice(index, index + CHUNK);
      if (appendsDeltas(trx)) {
        await trx.insertInto("punishment_count_deltas").values(part).execute();
        continue;
      }
      await trx
        .insertInto("punishment_day_counts")
        .values(part.map(({ type, day, delta }) => ({ type, day, total: delta })))
        .onConflict((oc) =>
          oc
            .columns(["type", "day"])
            .doUpdateSet((eb) => ({ total: eb("punishment_day_counts.total", "+", eb.ref("excluded.total")) })),
        )
        .execute();
    }
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Stored punishments of a type (or of every type): the sum of its days, never a COUNT(*). */
export async function countOfType(db: Db, type: PunishmentTypeFilter): Promise<number> {
  const { rows } = await sql<{ total: number | string | null }>`select
      coalesce((select sum(total) from punishment_day_counts where type = ${type}), 0)
      + coalesce((select sum(delta) from punishment_count_deltas where type = ${type}), 0) as total`.execute(db);
  // PostgreSQL's SUM is a bigint, which pg hands over as a string.
  return Number(rows[0]?.total ?? 0);
}

export interface DayTotal {
  day: string;
  total: number;
}

/** Each day's punishments of a type that has any, newest day first or oldest first. */
export async function dayTotals(db: Db, type: PunishmentTypeFilter, newestFirst: boolean): Promise<DayTotal[]> {
  const order = newestFirst ? sql`desc` : sql`asc`;
  if (!appendsDeltas(db)) {
    // SQLite keeps no deltas: the days in key order.
    const days = await db
      .selectFrom("punishment_day_counts")
      .select(["day", "total"])
      .where("type", "=", type)
      .where("total", ">", 0)
      .orderBy("day", newestFirst ? "desc" : "asc")
      .execute();
    return days.map((row) => ({ day: row.day, total: Number(row.total) }));
  }
  const { rows } = await sql<{ day: string; total: number | string }>`select day, sum(total) as total from (
      select day, total from punishment_day_counts where type = ${type}
      union all
      select day, delta as total from punishment_count_deltas where type = ${type}
    ) as days group by day having sum(total) > 0 order by day ${order}`.execute(db);
  return rows.map((row) => ({ day: row.day, total: Number(row.total) }));
}

/**
 * Moves PostgreSQL's delta rows into the base counts, a bounded number at a time, in short
 * transactions that writers never wait for (SKIP LOCKED keeps two instances' folds apart).
 * Returns how many delta rows it folded. SQLite keeps none.
 */
export async function foldCounterDeltas(db: Db, limit = 20_000): Promise<number> {
  if (!appendsDeltas(db)) return 0;
  let folded = 0;
  for (;;) {
    const moved = await db.transaction().execute(async (trx) => {
      const days = await sql`with moved as (
          delete from punishment_count_deltas where id in (
            select id from punishment_count_deltas order by id limit ${limit} for update skip locked)
          returning type, day, delta)
        insert into punishment_day_counts (type, day, total)
          select type, day, sum(delta) from moved group by type, day order by type, day
        on conflict (type, day) do update set total = punishment_day_counts.total + excluded.total`.execute(trx);
      const grams = await sql`with moved as (
          delete from punishment_gram_deltas where id in (
            select id from punishment_gram_deltas order by id limit ${limit} for update skip locked)
          returning gram, count_all, count_ban, count_mute, count_kick, count_warning)
        insert into punishment_gram_counts (gram, count_all, count_ban, count_mute, count_kick, count_warning)
          select gram, sum(count_all), sum(count_ban), sum(count_mute), sum(count_kick), sum(count_warning)
          from moved group by gram order by gram
        on conflict (gram) do update set
          count_all = punishment_gram_counts.count_all + excluded.count_all,
          count_ban = punishment_gram_counts.count_ban + excluded.count_ban,
          count_mute = punishment_gram_counts.count_mute + excluded.count_mute,
          count_kick = punishment_gram_counts.count_kick + excluded.count_kick,
          count_warning = punishment_gram_counts.count_warning + excluded.count_warning`.execute(trx);
      const periods = await sql`with moved as (
          delete from punishment_gram_period_deltas where id in (
            select id from punishment_gram_period_deltas order by id limit ${limit} for update skip locked)
          returning gram, period, count_all, count_ban, count_mute, count_kick, count_warning)
        insert into punishment_gram_periods (gram, period, count_all, count_ban, count_mute, count_kick, count_warning)
          select gram, period, sum(count_all), sum(count_ban), sum(count_mute), sum(count_kick), sum(count_warning)
          from moved group by gram, period order by gram, period
        on conflict (gram, period) do update set
          count_all = punishment_gram_periods.count_all + excluded.count_all,
          count_ban = punishment_gram_periods.count_ban + excluded.count_ban,
          count_mute = punishment_gram_periods.count_mute + excluded.count_mute,
          count_kick = punishment_gram_periods.count_kick + excluded.count_kick,
          count_warning = punishment_gram_periods.count_warning + excluded.count_warning`.execute(trx);
      return (
        Number(days.numAffectedRows ?? 0) + Number(grams.numAffectedRows ?? 0) + Number(periods.numAffectedRows ?? 0)
      );
    });
    folded += moved;
    if (moved === 0) return folded;
  }
}

/** Sets the day counts from the punishments themselves (inside recount's transaction). */
export async function recountDays(trx: Db): Promise<void> {
  await trx.deleteFrom("punishment_count_deltas").execute();
  await trx.deleteFrom("punishment_day_counts").execute();
  const day = sql`substr(date, 1, 10)`;
  await sql`insert into punishment_day_counts (type, day, total)
    select 'All', ${day}, count(*) from punishments group by ${day}`.execute(trx);
  await sql`insert into punishment_day_counts (type, day, total)
    select type, ${day}, count(*) from punishments group by type, ${day}`.execute(trx);
}
