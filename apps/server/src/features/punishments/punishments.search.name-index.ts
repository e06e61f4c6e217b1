import type { PunishmentTypeFilter } from "@bastion/shared";
import { sql } from "kysely";
import { addExcluded, type BulkInsert, bulkInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/database";
import { appendsDeltas } from "./punishments.counters";

// The player-name search index, as writes keep it (see the migration 2026-11-21T1910-punishments):
// trigram postings over the distinct lower-cased player names, per-type punishment counts for every
// substring of 1 to 3 characters, and for substrings of 1 or 2 characters the same per period of the
// punishments' date, a day for one character and a month for two (2026-12-02T0900-search-periods).
// Searches read it in punishments.search.repository.ts.

export const COUNT_COLUMNS = ["count_all", "count_ban", "count_mute", "count_kick", "count_warning"] as const;
export type CountColumn = (typeof COUNT_COLUMNS)[number];
export type CountDelta = Record<CountColumn, number>;

export const COUNT_COLUMN: Record<PunishmentTypeFilter, CountColumn> = {
  All: "count_all",
  Ban: "count_ban",
  Mute: "count_mute",
  Kick: "count_kick",
  Warning: "count_warning",
};

const CHUNK = 500;

export const nameKeyOf = (name: string) => name.trim().toLowerCase();

/** The distinct substrings of `size` characters (code points) of a name key. */
export function gramsOf(nameKey: string, size: number): string[] {
  const grams = new Set<string>();
  // Names are nearly always without surrogate pairs, where a code unit is a code point.
  if (!SURROGATE.test(nameKey)) {
    for (let index = 0; index + size <= nameKey.length; index += 1) grams.add(nameKey.slice(index, index + size));
    return [...grams];
  }
  const chars = Array.from(nameKey);
  for (let index = 0; index + size <= chars.length; index += 1) grams.add(chars.slice(index, index + size).join(""));
  return [...grams];
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** The longest substrings counted per period: a search of one or two characters matches most rows. */
export const PERIOD_GRAM_MAX = 2;

/**
 * The period a substring of `size` characters has its counts kept per, as a prefix of the stored dates
 * (ISO-8601 in UTC): the day (YYYY-MM-DD) for one character, at most 37 rows a day for names of
 * letters, digits and "_"; the month (YYYY-MM) for two, at most 1,369 rows a month.
 */
export const periodOf = (size: number, day: string) => (size === 1 ? day : day.slice(0, 7));

/**
 * Calls `each` once for every distinct substring of 1 to `longest` (3) characters of a name key, with
 * its size (`seen` is scratch).
 */
function forEachCountedGram(
  nameKey: string,
  seen: Set<string>,
  each: (gram: string, size: number) => void,
  longest = 3,
) {
  if (SURROGATE.test(nameKey)) {
    for (let size = 1; size <= longest; size += 1) for (const gram of gramsOf(nameKey, size)) each(gram, size);
    return;
  }
  for (let size = 1; size <= longest; size += 1) {
    for (let index = 0; index + size <= nameKey.length; index += 1) {
      const gram = nameKey.slice(index, index + size);
      if (seen.has(gram)) continue;
      seen.add(gram);
      each(gram, size);
    }
  }
}

/**
 * Counter changes added up per row key (a substring, or a substring and its period), as plain arrays in
 * column order: a batch adds up tens of thousands of substrings.
 */
class GramTotals {
  readonly #rows = new Map<string, { key: string[]; total: number[] }>();

  /** Adds `change` to the row of `gram` (and `period`, for the counts per period). */
  add(change: readonly number[], gram: string, period?: string) {
    const id = period === undefined ? gram : `${gram}\t${period}`;
    const row = this.#rows.get(id);
    if (!row) {
      this.#rows.set(id, { key: period === undefined ? [gram] : [gram, period], total: [...change] });
      return;
    }
    for (let column = 0; column < change.length; column += 1) {
      row.total[column] = (row.total[column] ?? 0) + (change[column] ?? 0);
    }
  }

  /**
   * Writes the rows that changed, in key order: each statement fills neighbouring b-tree pages, and
   * concurrent writers lock rows in one order.
   */
  async write(trx: Db, spec: BulkInsert) {
    const rows = [...this.#rows.values()]
      .filter(({ total }) => total.some((value) => value !== 0))
      .sort((a, b) => compareKeys(a.key, b.key))
      .map(({ key, total }) => [...key, ...total]);
    for (let index = 0; index < rows.length; index += CHUNK) {
      await bulkInsert(trx, spec, rows.slice(index, index + CHUNK));
    }
  }
}

function compareKeys(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index] ?? "";
    const y = b[index] ?? "";
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

export const emptyDelta = (): CountDelta => ({
  count_all: 0,
  count_ban: 0,
  count_mute: 0,
  count_kick: 0,
  count_warning: 0,
});

/** Adds a new player name's trigrams to the postings. */
export async function indexPlayers(trx: Db, players: readonly { id: number; nameKey: string }[]) {
  const rows = players.flatMap((player) => gramsOf(player.nameKey, 3).map((gram) => ({ gram, player_id: player.id })));
  // In key order: each statement then fills neighbouring b-tree pages instead of touching one per row.
  rows.sort((a, b) => (a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : a.player_id - b.player_id));
  for (let index = 0; index < rows.length; index += CHUNK * 2) {
    await bulkInsert(
      trx,
      POSTINGS,
      rows.slice(index, index + CHUNK * 2).map((row) => [row.gram, row.player_id]),
    );
  }
}

/** Moves the substring counts by each player name's change in punishment counts. */
export async function applyGramDeltas(
  trx: Db,
  byName: ReadonlyMap<string, CountDelta>,
  { append = appendsDeltas(trx) }: { append?: boolean } = {},
) {
  const totals = new GramTotals();
  const seen = new Set<string>();
  for (const [nameKey, delta] of byName) {
    const change = COUNT_COLUMNS.map((column) => delta[column]);
    seen.clear();
    forEachCountedGram(nameKey, seen, (gram) => totals.add(change, gram));
  }
  // PostgreSQL: appended, so concurrent writers never queue on the common grams' rows (folded later).
  await totals.write(trx, append ? GRAM_DELTAS : GRAM_COUNTS);
}

/** A change in one player name's punishments dated on one day. */
export interface DayDelta {
  nameKey: string;
  /** YYYY-MM-DD. */
  day: string;
  delta: CountDelta;
}

/** Moves the per-period counts of the substrings of 1 or 2 characters by these changes. */
export async function applyGramPeriodDeltas(
  trx: Db,
  changes: Iterable<DayDelta>,
  { append = appendsDeltas(trx) }: { append?: boolean } = {},
) {
  const totals = new GramTotals();
  const seen = new Set<string>();
  for (const { nameKey, day, delta } of changes) {
    const change = COUNT_COLUMNS.map((column) => delta[column]);
    if (change.every((value) => value === 0)) continue;
    seen.clear();
    forEachCountedGram(nameKey, seen, (gram, size) => totals.add(change, gram, periodOf(size, day)), PERIOD_GRAM_MAX);
  }
  await totals.write(trx, append ? GRAM_PERIOD_DELTAS : GRAM_PERIODS);
}

/** Trigram postings; a posting already there is left alone. */
const POSTINGS = {
  table: "punishment_name_grams",
  columns: ["gram", "player_id"],
  tail: `on conflict ("gram", "player_id") do nothing`,
};

const GRAM_COUNTS = {
  table: "punishment_gram_counts",
  columns: ["gram", ...COUNT_COLUMNS],
  tail: `on conflict ("gram") do update set ${addExcluded("punishment_gram_counts", COUNT_COLUMNS)}`,
};

const GRAM_DELTAS = { table: "punishment_gram_deltas", columns: ["gram", ...COUNT_COLUMNS] };

const GRAM_PERIODS = {
  table: "punishment_gram_periods",
  columns: ["gram", "period", ...COUNT_COLUMNS],
  tail: `on conflict ("gram", "period") do update set ${addExcluded("punishment_gram_periods", COUNT_COLUMNS)}`,
};

const GRAM_PERIOD_DELTAS = {
  table: "punishment_gram_period_deltas",
  columns: ["gram", "period", ...COUNT_COLUMNS],
};

/** Players whose punishments are counted per day in one statement when the counts are rebuilt. */
const PLAYERS_PER_READ = 2000;

/**
 * Builds the per-period substring counts again from the punishments and their players' names. For
 * `recount-punishments`, after hand edits to the tables.
 */
export async function rebuildGramPeriods(trx: Db): Promise<void> {
  await trx.deleteFrom("punishment_gram_period_deltas").execute();
  await trx.deleteFrom("punishment_gram_periods").execute();
  const top = await trx
    .selectFrom("punishment_players")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  const last = Number(top?.id ?? 0);
  for (let start = 0; start < last; start += PLAYERS_PER_READ) {
    const rows = await trx
      .selectFrom("punishments as p")
      .innerJoin("punishment_players as pp", "pp.id", "p.player_id")
      .select(["pp.name_key", sql<string>`substr(p.date, 1, 10)`.as("day"), "p.type"])
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("p.player_id", ">", start)
      .where("p.player_id", "<=", start + PLAYERS_PER_READ)
      .groupBy(["pp.name_key", sql`substr(p.date, 1, 10)`, "p.type"])
      .execute();
    const changes = new Map<string, DayDelta>();
    for (const row of rows) {
      const key = `${row.name_key}\t${row.day}`;
      const change = changes.get(key) ?? { nameKey: row.name_key, day: row.day, delta: emptyDelta() };
      change.delta.count_all += Number(row.n);
      change.delta[COUNT_COLUMN[row.type]] += Number(row.n);
      changes.set(key, change);
    }
    // Under recount's table lock no writer runs: straight into the base rows.
    await applyGramPeriodDeltas(trx, changes.values(), { append: false });
  }
}

/**
 * Builds the trigram postings and the substring counts again from punishment_players (whose counts
 * must be right first). For `recount-punishments`, after hand edits to the tables.
 */
export async function rebuildNameIndex(trx: Db): Promise<void> {
  await trx.deleteFrom("punishment_name_grams").execute();
  await trx.deleteFrom("punishment_gram_deltas").execute();
  await trx.deleteFrom("punishment_gram_counts").execute();
  const PAGE = 5000;
  for (let afterId = 0; ; ) {
    const players = await trx
      .selectFrom("punishment_players")
      .select(["id", "name_key", ...COUNT_COLUMNS])
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    if (players.length === 0) return;
    await indexPlayers(
      trx,
      players.map((player) => ({ id: player.id, nameKey: player.name_key })),
    );
    const byName = new Map<string, CountDelta>();
    for (const player of players) {
      if (Number(player.count_all) === 0) continue;
      byName.set(
        player.name_key,
        Object.fromEntries(COUNT_COLUMNS.map((column) => [column, Number(player[column])])) as CountDelta,
      );
    }
    // Under recount's table lock no writer runs: straight into the base rows.
    await applyGramDeltas(trx, byName, { append: false });
    afterId = players[players.length - 1]?.id ?? afterId;
  }
}
