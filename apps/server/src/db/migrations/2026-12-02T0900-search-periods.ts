import { sql } from "kysely";
import { type AnyDb, isPostgres } from "./helpers";

// Issue 33, deep pages of a common search (docs/decisions/036): per-type punishment counts of the
// players whose name contains a substring of 1 or 2 characters, per period of the punishments' date:
// the UTC day (YYYY-MM-DD) for a single character, the calendar month (YYYY-MM) for two. A search of
// one or two characters matches most of the table, so counting its matches per day once cost a pass
// over every row (about a second at a million); from these its deep pages start at their day or month
// after reading one range of rows. Longer searches match few enough rows to count theirs from the name
// index. Kept by every write in its transaction, like the substring counts (PostgreSQL's writers
// append delta rows, folded in later).

const COUNTS = ["count_all", "count_ban", "count_mute", "count_kick", "count_warning"] as const;
const COLUMN_OF: Record<string, (typeof COUNTS)[number]> = {
  Ban: "count_ban",
  Mute: "count_mute",
  Kick: "count_kick",
  Warning: "count_warning",
};
/** Players whose rows are counted per statement while the counts are filled. */
const PLAYERS_PER_READ = 2000;
const ROWS_PER_INSERT = 400;

export async function up(db: AnyDb): Promise<void> {
  const periods = db.schema
    .createTable("punishment_gram_periods")
    .addColumn("gram", "text", (col) => col.notNull())
    // The first 10 (one character) or 7 (two) characters of the stored date.
    .addColumn("period", "text", (col) => col.notNull());
  const withCounts = COUNTS.reduce(
    (table, column) => table.addColumn(column, "integer", (col) => col.notNull().defaultTo(0)),
    periods,
  ).addPrimaryKeyConstraint("punishment_gram_periods_pk", ["gram", "period"]);
  // SQLite: a gram's periods in key order, read in one range.
  await (isPostgres(db) ? withCounts : withCounts.modifyEnd(sql`without rowid`)).execute();

  const deltas = isPostgres(db)
    ? db.schema.createTable("punishment_gram_period_deltas").addColumn("id", "bigserial", (col) => col.primaryKey())
    : db.schema
        .createTable("punishment_gram_period_deltas")
        .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
  await COUNTS.reduce(
    (table, column) => table.addColumn(column, "integer", (col) => col.notNull()),
    deltas.addColumn("gram", "text", (col) => col.notNull()).addColumn("period", "text", (col) => col.notNull()),
  ).execute();
  await db.schema
    .createIndex("punishment_gram_period_deltas_gram_idx")
    .on("punishment_gram_period_deltas")
    .columns(["gram", "period"])
    .execute();

  // The punishments already stored, a range of players at a time.
  const top = await db
    .selectFrom("punishment_players")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  const last = Number(top?.id ?? 0);
  // Every gram and period once, added up over all the players first (names of letters, digits and "_"
  // have at most 37 single characters a day and 1,369 pairs a month).
  const totals = new Map<string, number[]>();
  for (let start = 0; start < last; start += PLAYERS_PER_READ) {
    const { rows } = await sql<{ name_key: string; day: string; type: string; n: number | string }>`
      select pp.name_key, substr(p.date, 1, 10) as day, p.type, count(*) as n
      from punishments p join punishment_players pp on pp.id = p.player_id
      where p.player_id > ${start} and p.player_id <= ${start + PLAYERS_PER_READ}
      group by pp.name_key, substr(p.date, 1, 10), p.type`.execute(db);
    for (const row of rows) {
      const type = COUNTS.indexOf(COLUMN_OF[row.type] ?? "count_all");
      const chars = Array.from(row.name_key);
      const keys = new Set<string>();
      for (const char of chars) keys.add(`${char}\t${row.day}`);
      for (let index = 0; index + 2 <= chars.length; index += 1) {
        keys.add(`${chars.slice(index, index + 2).join("")}\t${row.day.slice(0, 7)}`);
      }
      for (const key of keys) {
        const total = totals.get(key) ?? [0, 0, 0, 0, 0];
        total[0] = (total[0] ?? 0) + Number(row.n);
        if (type > 0) total[type] = (total[type] ?? 0) + Number(row.n);
        totals.set(key, total);
      }
    }
  }
  const values = [...totals]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, total]) => {
      const [gram = "", period = ""] = key.split("\t");
      return { gram, period, ...Object.fromEntries(COUNTS.map((column, index) => [column, total[index] ?? 0])) };
    });
  for (let index = 0; index < values.length; index += ROWS_PER_INSERT) {
    await db
      .insertInto("punishment_gram_periods")
      .values(values.slice(index, index + ROWS_PER_INSERT))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("punishment_gram_period_deltas").execute();
  await db.schema.dropTable("punishment_gram_periods").execute();
}
