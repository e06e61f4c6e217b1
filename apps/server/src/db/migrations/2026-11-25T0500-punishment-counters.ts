import { sql } from "kysely";
import { type AnyDb, isPostgres } from "./helpers";

// Counters that neither serialise every writer nor make a middle page walk half the table
// (docs/decisions/008).
//
// - Punishments per type and per UTC day replace the per-type totals: a type's total is the sum of
//   its days, and the page holding any offset is found by walking the days' running sums, then
//   reading from the start of that day.
// - On PostgreSQL, concurrent batches append their counter changes as delta rows instead of updating
//   the same few rows (every batch touched the "All" total and the one-letter substring counts, so
//   they queued on those row locks); readers add the deltas in, and a fold moves them into the base
//   rows in short transactions. SQLite has one writer anyway and updates the base rows directly.

const TYPES = ["Ban", "Mute", "Kick", "Warning"];

export async function up(db: AnyDb): Promise<void> {
  const dayCounts = db.schema
    .createTable("punishment_day_counts")
    .addColumn("type", "text", (col) => col.notNull())
    // The UTC day of the punishments' date, YYYY-MM-DD (the first 10 characters of the stored date).
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("total", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("punishment_day_counts_pk", ["type", "day"]);
  // SQLite: the rows in their key's order, so a type's days are read in one range without lookups.
  await (isPostgres(db) ? dayCounts : dayCounts.modifyEnd(sql`without rowid`)).execute();

  const id = (table: string) =>
    isPostgres(db)
      ? db.schema.createTable(table).addColumn("id", "bigserial", (col) => col.primaryKey())
      : db.schema.createTable(table).addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
  await id("punishment_count_deltas")
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("delta", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("punishment_count_deltas_type_idx")
    .on("punishment_count_deltas")
    .columns(["type", "day"])
    .execute();
  await id("punishment_gram_deltas")
    .addColumn("gram", "text", (col) => col.notNull())
    .addColumn("count_all", "integer", (col) => col.notNull())
    .addColumn("count_ban", "integer", (col) => col.notNull())
    .addColumn("count_mute", "integer", (col) => col.notNull())
    .addColumn("count_kick", "integer", (col) => col.notNull())
    .addColumn("count_warning", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("punishment_gram_deltas_gram_idx").on("punishment_gram_deltas").column("gram").execute();

  // The days of the punishments already stored.
  const day = sql`substr(date, 1, 10)`;
  await sql`insert into punishment_day_counts (type, day, total)
    select 'All', ${day}, count(*) from punishments group by ${day}`.execute(db);
  for (const type of TYPES) {
    await sql`insert into punishment_day_counts (type, day, total)
      select ${type}, ${day}, count(*) from punishments where type = ${type} group by ${day}`.execute(db);
  }
  await db.schema.dropTable("punishment_counts").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("punishment_counts")
    .addColumn("type", "text", (col) => col.primaryKey())
    .addColumn("total", "integer", (col) => col.notNull())
    .execute();
  for (const type of ["All", ...TYPES]) {
    await sql`insert into punishment_counts (type, total)
      select ${type}, coalesce((select sum(total) from punishment_day_counts where type = ${type}), 0)
        + coalesce((select sum(delta) from punishment_count_deltas where type = ${type}), 0)`.execute(db);
  }
  for (const table of ["punishment_gram_deltas", "punishment_count_deltas", "punishment_day_counts"]) {
    await db.schema.dropTable(table).execute();
  }
}
