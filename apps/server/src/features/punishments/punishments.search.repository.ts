import type { PunishmentTypeFilter } from "@bastion/shared";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { keyContains } from "../../lib/like";
import type { DayTotal } from "./punishments.counters";
import { dayBound, LIST_COLUMNS, type ListRow, type SliceWindow } from "./punishments.list.repository";
import { COUNT_COLUMN, type CountColumn, gramsOf } from "./punishments.search.name-index";

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

export interface SearchStats {
  /** Punishments of the filter's type whose player name contains the text. */
  count: number;
  /** The (at most two) rarest trigrams of the text, whose postings hold every matching player. */
  trigrams: string[];
}

/** The substring counts of these grams in one column, deltas added (one statement: one snapshot). */
async function gramCounts(db: Db, grams: readonly string[], column: CountColumn): Promise<Map<string, number>> {
  if (grams.length === 0) return new Map();
  const list = sql.join(grams.map((gram) => sql`${gram}`));
  const { rows } = await sql<{ gram: string; total: number | string }>`select gram, sum(n) as total from (
      select gram, ${sql.ref(column)} as n from punishment_gram_counts where gram in (${list})
      union all
      select gram, ${sql.ref(column)} as n from punishment_gram_deltas where gram in (${list})
    ) as counted group by gram`.execute(db);
  return new Map(rows.map((row) => [row.gram, Number(row.total)]));
}

/** Counts a search's matches (of a name key, nameKeyOf) without scanning the names. */
export async function searchStats(db: Db, key: string, type: PunishmentTypeFilter): Promise<SearchStats> {
  const column = COUNT_COLUMN[type];
  const length = Array.from(key).length;
  if (length <= 3) {
    const counts = await gramCounts(db, [key], column);
    return { count: counts.get(key) ?? 0, trigrams: length === 3 ? [key] : [] };
  }
  const trigrams = gramsOf(key, 3);
  const known = await gramCounts(db, trigrams, "count_all");
  // A trigram no name contains: nothing can match.
  if (trigrams.some((gram) => !known.get(gram))) return { count: 0, trigrams: [] };
  const rarest = [...known]
    .sort((a, b) => a[1] - b[1])
    .slice(0, 2)
    .map(([gram]) => gram);
  const row = await db
    .selectFrom("punishment_players")
    .select((eb) => eb.fn.sum<number | string | null>(column).as("total"))
    .where("id", "in", candidatePlayers(db, rarest))
    .where(nameContains("name_key", key))
    .executeTakeFirst();
  // PostgreSQL's SUM is a bigint, which pg hands over as a string.
  return { count: Number(row?.total ?? 0), trigrams: rarest };
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
    /** Start at this UTC day (YYYY-MM-DD): its newest row, or its oldest when reading oldest first. */
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
 * The matching punishments per UTC day, oldest day first: where each day's matches start in the date
 * order (punishments.search.ts keeps them between requests). `gather` reads the matching players'
 * index entries (few matches); otherwise the whole date order is scanned once, checking each name.
 */
export async function matchDays(
  db: Db,
  type: PunishmentTypeFilter,
  nameKey: string,
  trigrams: readonly string[],
  gather: boolean,
): Promise<DayTotal[]> {
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
  if (type !== "All") query = query.where("p.type", "=", type);
  const rows = await query
    .select([day.as("day"), (eb) => eb.fn.countAll<number | string>().as("total")])
    .groupBy(day)
    .orderBy(day)
    .execute();
  // PostgreSQL's COUNT is a bigint, which pg hands over as a string.
  return rows.map((row) => ({ day: row.day, total: Number(row.total) }));
}
