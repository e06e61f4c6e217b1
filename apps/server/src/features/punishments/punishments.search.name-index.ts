import type { PunishmentTypeFilter } from "@bastion/shared";
import { addExcluded, bulkInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/database";
import { appendsDeltas } from "./punishments.counters";

// The player-name search index, as writes keep it (see the migration 2026-11-21T1910-punishments):
// trigram postings over the distinct lower-cased player names, and per-type punishment counts for
// every substring of 1 to 3 characters. Searches read it in punishments.search.repository.ts.

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

/** Calls `each` once for every distinct substring of 1 to 3 characters of a name key (`seen` is scratch). */
function forEachCountedGram(nameKey: string, seen: Set<string>, each: (gram: string) => void) {
  if (SURROGATE.test(nameKey)) {
    for (const gram of [1, 2, 3].flatMap((size) => gramsOf(nameKey, size))) each(gram);
    return;
  }
  for (let size = 1; size <= 3; size += 1) {
    for (let index = 0; index + size <= nameKey.length; index += 1) {
      const gram = nameKey.slice(index, index + size);
      if (seen.has(gram)) continue;
      seen.add(gram);
      each(gram);
    }
  }
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
  // Totals as plain arrays in column order: a batch adds up tens of thousands of substrings.
  const grams = new Map<string, number[]>();
  const seen = new Set<string>();
  for (const [nameKey, delta] of byName) {
    const change = COUNT_COLUMNS.map((column) => delta[column]);
    seen.clear();
    forEachCountedGram(nameKey, seen, (gram) => {
      const total = grams.get(gram);
      if (!total) {
        grams.set(gram, [...change]);
        return;
      }
      for (let column = 0; column < change.length; column += 1) {
        total[column] = (total[column] ?? 0) + (change[column] ?? 0);
      }
    });
  }
  const rows = [...grams]
    .filter(([, total]) => total.some((value) => value !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([gram, total]) => [gram, ...total]);
  // PostgreSQL: appended, so concurrent writers never queue on the common grams' rows (folded later).
  const spec = append ? GRAM_DELTAS : GRAM_COUNTS;
  for (let index = 0; index < rows.length; index += CHUNK) {
    await bulkInsert(trx, spec, rows.slice(index, index + CHUNK));
  }
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
