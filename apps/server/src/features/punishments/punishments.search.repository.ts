import type { PunishmentType, PunishmentTypeFilter } from "@bastion/shared";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { keyContains } from "../../lib/like";
import { dayBound, LIST_COLUMNS, type ListRow, type SliceWindow } from "./punishments.list.repository";
import { COUNT_COLUMNS, type CountColumn, gramsOf } from "./punishments.search.name-index";

// A player-name search's queries, over the name index (punishments.search.name-index.ts): its count
// without scanning the names, and its slices by either plan (punishments.search.ts chooses).

/** `column LIKE '%text%'`, literally and (on lower-cased keys) regardless of case, on both databases. */
const nameContains = keyContains;

/** Player ids whose names contain every one of these trigrams. */
function candidatePlayers(db: Db, trigrams: readonly string[]) {
  const posting = (gram: string) => db.selectFrom("punishment_name_grams").select("player_id").where("gram", "=", gram);
  const [first = "", ...rest] = trigrams;
  return rest.reduce((query, gram) => query.intersect(posting(gram)), posting(first));
}

/** A search's matches of each type ("count_all" for every type), from the stored counters. */
export type MatchCounts = Record<CountColumn, number>;

const NO_MATCHES: MatchCounts = { count_all: 0, count_ban: 0, count_mute: 0, count_kick: 0, count_warning: 0 };

export interface SearchStats {
  /** Punishments whose player name contains the text, per type. */
  counts: MatchCounts;
  /** The (at most two) rarest trigrams of the text, whose postings hold every matching player. */
  trigrams: string[];
}

/** The substring counts of these grams, deltas added (one statement: one snapshot). */
async function gramCounts(db: Db, grams: readonly string[]): Promise<Map<string, MatchCounts>> {
  if (grams.length === 0) return new Map();
  const list = sql.join(grams.map((gram) => sql`${gram}`));
  const columns = sql.join(COUNT_COLUMNS.map((column) => sql.ref(column)));
  const sums = sql.join(COUNT_COLUMNS.map((column) => sql`sum(${sql.ref(column)}) as ${sql.ref(column)}`));
  const { rows } = await sql<Record<CountColumn, number | string> & { gram: string }>`select gram, ${sums} from (
      select gram, ${columns} from punishment_gram_counts where gram in (${list})
      union all
      select gram, ${columns} from punishment_gram_deltas where gram in (${list})
    ) as counted group by gram`.execute(db);
  return new Map(rows.map((row) => [row.gram, matchCounts(row)]));
}

/** PostgreSQL's SUM is a bigint, which pg hands over as a string (and a sum of no rows is null). */
const matchCounts = (row: Partial<Record<CountColumn, number | string | null>>): MatchCounts =>
  Object.fromEntries(COUNT_COLUMNS.map((column) => [column, Number(row[column] ?? 0)])) as MatchCounts;

/** Counts a search's matches (of a name key, nameKeyOf) of every type without scanning the names. */
export async function searchStats(db: Db, key: string): Promise<SearchStats> {
  const length = Array.from(key).length;
  if (length <= 3) {
    const counts = await gramCounts(db, [key]);
    return { counts: counts.get(key) ?? NO_MATCHES, trigrams: length === 3 ? [key] : [] };
  }
  const trigrams = gramsOf(key, 3);
  const known = await gramCounts(db, trigrams);
  // A trigram no name contains: nothing can match.
  if (trigrams.some((gram) => !known.get(gram)?.count_all)) return { counts: NO_MATCHES, trigrams: [] };
  const rarest = [...known]
    .sort((a, b) => a[1].count_all - b[1].count_all)
    .slice(0, 2)
    .map(([gram]) => gram);
  const row = await db
    .selectFrom("punishment_players")
    .select((eb) => COUNT_COLUMNS.map((column) => eb.fn.sum<number | string | null>(column).as(column)))
    .where("id", "in", candidatePlayers(db, rarest))
    .where(nameContains("name_key", key))
    .executeTakeFirst();
  return { counts: matchCounts(row ?? {}), trigrams: rarest };
}

/**
 * The dense plan: walk the date order, checking each row's player name (cheap when many rows match).
 * CROSS JOIN keeps the written join order on SQLite (PostgreSQL plans it freely): punishments first.
 */
export function denseSlice(
  db: Db,
  type: PunishmentTypeFilter,
  nameKey: string,
  slice: SliceWindow & {
    /**
     * Start at this UTC day (YYYY-MM-DD) or month (YYYY-MM): its newest row, or its oldest when reading
     * oldest first.
     */
    fromDay?: string | undefined;
  },
): Promise<ListRow[]> {
  const direction = slice.newestFirst ? "desc" : "asc";
  let query = db
    .selectFrom("punishments as p")
    .crossJoin("punishment_players as pp")
    .whereRef("pp.id", "=", "p.player_id")
    .where(nameContains("pp.name_key", nameKey))
    .select(LIST_COLUMNS);
  if (type !== "All") query = query.where("p.type", "=", type);
  if (slice.fromDay)
    query = query.where("p.date", slice.newestFirst ? "<" : ">=", dayBound(slice.fromDay, slice.newestFirst));
  return query
    .orderBy("p.date", direction)
    .orderBy("p.id", direction)
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/**
 * The sparse plan: the matching players' rows gathered (players first, then their rows from the
 * (player_id, type, date, id) index) and sorted (cheap when few rows match). Only their keys are sorted
 * and stepped over; the page's own rows are read last, by id. Sorting whole rows cost about three times
 * as much at 37,000 matches.
 */
export function sparseSlice(
  db: Db,
  type: PunishmentTypeFilter,
  nameKey: string,
  trigrams: readonly string[],
  slice: SliceWindow,
): Promise<ListRow[]> {
  const direction = slice.newestFirst ? "desc" : "asc";
  let keys = db
    .selectFrom("punishment_players as pp")
    .crossJoin("punishments as p")
    .whereRef("p.player_id", "=", "pp.id")
    .where(nameContains("pp.name_key", nameKey))
    .select("p.id");
  if (trigrams.length > 0) keys = keys.where("pp.id", "in", candidatePlayers(db, trigrams));
  if (type !== "All") keys = keys.where("p.type", "=", type);
  const page = keys.orderBy("p.date", direction).orderBy("p.id", direction).limit(slice.limit).offset(slice.offset);
  return db
    .selectFrom("punishments as p")
    .select(LIST_COLUMNS)
    .where("p.id", "in", page)
    .orderBy("p.date", direction)
    .orderBy("p.id", direction)
    .execute();
}

/**
 * A search of one or two characters' matches per period (day or month, a prefix of the dates) and type,
 * oldest first, from the stored counts (deltas added, in one statement: one snapshot).
 */
export async function gramPeriods(db: Db, gram: string): Promise<({ period: string } & MatchCounts)[]> {
  const columns = sql.join(COUNT_COLUMNS.map((column) => sql.ref(column)));
  const sums = sql.join(COUNT_COLUMNS.map((column) => sql`sum(${sql.ref(column)}) as ${sql.ref(column)}`));
  const { rows } = await sql<Record<CountColumn, number | string> & { period: string }>`select period, ${sums} from (
      select period, ${columns} from punishment_gram_periods where gram = ${gram}
      union all
      select period, ${columns} from punishment_gram_period_deltas where gram = ${gram}
    ) as counted group by period order by period`.execute(db);
  return rows.map((row) => ({ period: row.period, ...matchCounts(row) }));
}

/**
 * The matching punishments per UTC day and type, oldest day first: where each day's matches start in
 * the date order, for every type filter at once (punishments.search.ts keeps them between requests).
 * `gather` reads the matching players' index entries (few matches); otherwise the whole date order is
 * scanned once, checking each name.
 */
export async function matchDays(
  db: Db,
  nameKey: string,
  trigrams: readonly string[],
  gather: boolean,
): Promise<{ day: string; type: PunishmentType; total: number }[]> {
  const day = sql<string>`substr(p.date, 1, 10)`;
  let query = gather
    ? db
        .selectFrom("punishment_players as pp")
        .crossJoin("punishments as p")
        .whereRef("p.player_id", "=", "pp.id")
        .where(nameContains("pp.name_key", nameKey))
    : db
        .selectFrom("punishments as p")
        .crossJoin("punishment_players as pp")
        .whereRef("pp.id", "=", "p.player_id")
        .where(nameContains("pp.name_key", nameKey));
  if (gather && trigrams.length > 0) query = query.where("pp.id", "in", candidatePlayers(db, trigrams));
  const rows = await query
    .select([day.as("day"), "p.type", (eb) => eb.fn.countAll<number | string>().as("total")])
    .groupBy([day, "p.type"])
    .orderBy(day)
    .execute();
  // PostgreSQL's COUNT is a bigint, which pg hands over as a string.
  return rows.map((row) => ({ day: row.day, type: row.type, total: Number(row.total) }));
}
