import { PUNISHMENT_TYPE_FILTERS, type PunishmentTypeFilter } from "@bastion/shared";
import { asLongRead, type Db } from "../../db/database";
import { countOfType, type DayTotal } from "./punishments.counters";
import type { ListRow, SliceWindow } from "./punishments.list.repository";
import { cachedPositions, DayPositions, SEARCH_POSITIONS_TTL_MS } from "./punishments.list-cache";
import { COUNT_COLUMN, COUNT_COLUMNS, nameKeyOf, PERIOD_GRAM_MAX } from "./punishments.search.name-index";
import { denseSlice, gramPeriods, matchDays, searchStats, sparseSlice } from "./punishments.search.repository";

// The planner of a player-name search, beside the index it reads (docs/decisions/005): the search
// text comes in once, is counted through the name index, and each slice asked for is read by the
// cheaper of two plans.

/**
 * A row fetched through a player's postings costs about this many rows walked in date order
 * (figures in docs/decisions/005).
 */
const GATHER_COST = 2;

/** Rows walked past which a search's slice is read as a long read (figures in docs/decisions/005). */
const LONG_READ_ROWS = 20_000;

/**
 * Rows a slice would cost past which it starts at its day instead (docs/decisions/036): below it, the
 * walk is cheaper than finding the day, and a first page needs no count per day at all.
 */
const ANCHOR_AFTER_ROWS = 5000;

export interface NameSearch {
  /** Punishments of the type whose player name contains the text. */
  count: number;
  /** A slice of those punishments in date order, read by the cheaper plan. */
  slice(window: SliceWindow): Promise<ListRow[]>;
}

/**
 * A search of the punishments of `type` (`typeTotal` of them) whose player name contains `text`,
 * counted without scanning the names.
 */
export async function searchByName(
  db: Db,
  type: PunishmentTypeFilter,
  text: string,
  typeTotal: number,
): Promise<NameSearch> {
  const key = nameKeyOf(text);
  const { counts, trigrams } = await searchStats(db, key);
  const count = counts[COUNT_COLUMN[type]];
  const readBy = <T>(rows: number, read: () => Promise<T>) =>
    // A search has no stored counts per day: a walk of many rows is done off SQLite's main thread (and on
    // PostgreSQL's long-read connections), so that other requests are not held meanwhile.
    rows > LONG_READ_ROWS ? asLongRead(db, read) : read();
  return {
    count,
    async slice(window) {
      // Walking the date order finds the slice after about (offset + limit) / density rows; gathering
      // the matching players' rows costs in proportion to how many match.
      const perMatch = count > 0 ? typeTotal / count : 0;
      const walked = (window.offset + window.limit) * perMatch;
      const gathered = GATHER_COST * count;
      if (Math.min(walked, gathered) > ANCHOR_AFTER_ROWS) {
        // Deep in many matches: start at the day that holds the offset, found from the search's
        // matches per day and type, which are counted once (for every type filter at once) and kept
        // while the stored match counts are the same (punishments.list-cache.ts); then only that
        // day's rows are walked. A search of one or two characters, which matches most rows, takes
        // them from the counts stored per day (one character) or month (two): no pass over the rows.
        const positions = await cachedPositions(
          db,
          `search ${key}`,
          COUNT_COLUMNS.map((column) => counts[column]).join(" "),
          SEARCH_POSITIONS_TTL_MS,
          () =>
            Array.from(key).length <= PERIOD_GRAM_MAX
              ? periodPositions(db, key)
              : matchPositions(db, key, trigrams, counts.count_all, readBy),
        );
        const days = positions.get(type);
        const anchor = days?.total === count ? days.locate(window.offset, window.newestFirst) : undefined;
        const fromAnchor = anchor ? (anchor.skip + window.limit) * perMatch : Number.POSITIVE_INFINITY;
        if (anchor && fromAnchor < gathered) {
          return readBy(fromAnchor, () =>
            denseSlice(db, type, key, { ...window, offset: anchor.skip, fromDay: anchor.day }),
          );
        }
      }
      const read = () =>
        walked < gathered ? denseSlice(db, type, key, window) : sparseSlice(db, type, key, trigrams, window);
      return readBy(Math.min(walked, gathered), read);
    },
  };
}

/**
 * A search of one or two characters' matches per day or month for every type filter, from the stored
 * counts: a deep page starts at its day or month (dayBound compares either as a prefix of the dates).
 */
async function periodPositions(db: Db, key: string): Promise<Map<PunishmentTypeFilter, DayPositions>> {
  const periods = await gramPeriods(db, key);
  return new Map(
    PUNISHMENT_TYPE_FILTERS.map((type) => [
      type,
      new DayPositions(periods.map((row) => ({ day: row.period, total: row[COUNT_COLUMN[type]] }))),
    ]),
  );
}

/**
 * A search's matches per day for every type filter, from one read: the matching players' index
 * entries when that costs less than one pass over the whole date order, else that pass.
 */
async function matchPositions(
  db: Db,
  key: string,
  trigrams: readonly string[],
  matches: number,
  readBy: <T>(rows: number, read: () => Promise<T>) => Promise<T>,
): Promise<Map<PunishmentTypeFilter, DayPositions>> {
  const total = await countOfType(db, "All");
  const gather = GATHER_COST * matches < total;
  const rows = await readBy(Math.min(GATHER_COST * matches, total), () => matchDays(db, key, trigrams, gather));
  const byType = new Map<PunishmentTypeFilter, DayTotal[]>(PUNISHMENT_TYPE_FILTERS.map((type) => [type, []]));
  for (const { day, type, total: rowsOfDay } of rows) {
    for (const filter of ["All", type] as const) {
      const days = byType.get(filter) ?? [];
      const last = days.at(-1);
      // Rows come in day order, each day's types together: a day's total for All adds them up.
      if (last?.day === day) last.total += rowsOfDay;
      else days.push({ day, total: rowsOfDay });
      byType.set(filter, days);
    }
  }
  return new Map([...byType].map(([type, days]) => [type, new DayPositions(days)]));
}
