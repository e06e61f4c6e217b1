import { sql } from "kysely";
import { type AnyDb, isPostgres } from "./helpers";

// Issue 33, deep pages of a common search (docs/decisions/036): per-type punishment counts of the
// players whose name contains a substring of 1 or 2 characters, per calendar month (UTC) of the
// punishments' date. A search of one or two characters matches most of the table, so counting its
// matches per day once cost a pass over every row (about a second at a million); from these its deep
// pages start at their month after reading some sixty rows. Longer searches match few enough rows to
// count theirs from the name index. Kept by every write in its transaction, like the substring counts
// (PostgreSQL's writers append delta rows, folded in later).

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
  const months = db.schema
    .createTable("punishment_gram_months")
    .addColumn("gram", "text", (col) => col.notNull())
    // YYYY-MM: the first 7 characters of the stored date.
    .addColumn("month", "text", (col) => col.notNull());
  const withCounts = COUNTS.reduce(
    (table, column) => table.addColumn(column, "integer", (col) => col.notNull().defaultTo(0)),
    months,
  ).addPrimaryKeyConstraint("punishment_gram_months_pk", ["gram", "month"]);
  // SQLite: a gram's months in key order, read in one range.
  await (isPostgres(db) ? withCounts : withCounts.modifyEnd(sql`without rowid`)).execute();

  const deltas = isPostgres(db)
    ? db.schema.createTable("punishment_gram_month_deltas").addColumn("id", "bigserial", (col) => col.primaryKey())
    : db.schema
        .createTable("punishment_gram_month_deltas")
        .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
  await COUNTS.reduce(
    (table, column) => table.addColumn(column, "integer", (col) => col.notNull()),
    deltas.addColumn("gram", "text", (col) => col.notNull()).addColumn("month", "text", (col) => col.notNull()),
  ).execute();
  await db.schema
    .createIndex("punishment_gram_month_deltas_gram_idx")
    .on("punishment_gram_month_deltas")
    .columns(["gram", "month"])
    .execute();

  // The punishments already stored, a range of players at a time.
  const top = await db
    .selectFrom("punishment_players")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  const last = Number(top?.id ?? 0);
  // Every gram and month once, added up over all the players first (names of letters, digits and "_"
  // have at most 1,406 substrings of 1 or 2 characters, so at most that many rows a month).
  const totals = new Map<string, number[]>();
  for (let start = 0; start < last; start += PLAYERS_PER_READ) {
    const { rows } = await sql<{ name_key: string; month: string; type: string; n: number | string }>`
      select pp.name_key, substr(p.date, 1, 7) as month, p.type, count(*) as n
      from punishments p join punishment_players pp on pp.id = p.player_id
      where p.player_id > ${start} and p.player_id <= ${start + PLAYERS_PER_READ}
      group by pp.name_key, substr(p.date, 1, 7), p.type`.execute(db);
    for (const row of rows) {
      const type = COUNTS.indexOf(COLUMN_OF[row.type] ?? "count_all");
      const chars = Array.from(row.name_key);
      const grams = new Set<string>();
      for (let size = 1; size <= 2; size += 1) {
        for (let index = 0; index + size <= chars.length; index += 1)
          grams.add(chars.slice(index, index + size).join(""));
      }
      for (const gram of grams) {
        const key = `${gram}\t${row.month}`;
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
      const [gram = "", month = ""] = key.split("\t");
      return { gram, month, ...Object.fromEntries(COUNTS.map((column, index) => [column, total[index] ?? 0])) };
    });
  for (let index = 0; index < values.length; index += ROWS_PER_INSERT) {
    await db
      .insertInto("punishment_gram_months")
      .values(values.slice(index, index + ROWS_PER_INSERT))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("punishment_gram_month_deltas").execute();
  await db.schema.dropTable("punishment_gram_months").execute();
}
