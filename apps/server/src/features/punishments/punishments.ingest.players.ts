import type { PunishmentType } from "@bastion/shared";
import { sql } from "kysely";
import { addExcluded, bulkInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/database";
import { appendsDeltas, countOfType, DayCountChanges, dayOf, recountDays } from "./punishments.counters";
import {
  applyGramDeltas,
  applyGramPeriodDeltas,
  COUNT_COLUMN,
  COUNT_COLUMNS,
  type CountDelta,
  type DayDelta,
  emptyDelta,
  indexPlayers,
  rebuildGramPeriods,
  rebuildNameIndex,
} from "./punishments.search.name-index";

// The players a write names (punishment_players: one row per lower-cased name, with its counts), as
// ingest keeps them: their ids, created and indexed when new; their counts, the day counts and the
// name index moved by each write's changes (CountDeltas); or all of it recounted from the rows.

/** Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/**
 * The punishment_players id of every name key, creating (and indexing) the players that are new.
 * Keys are taken in order, so two writers adding the same new names wait for each other instead of
 * deadlocking; a name another writer added first is found by the second look.
 */
export async function playerIds(trx: Db, nameKeys: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const keys = [...new Set(nameKeys)].sort();
  for (const part of chunks(keys)) {
    const found = await trx
      .selectFrom("punishment_players")
      .select(["id", "name_key"])
      .where("name_key", "in", part)
      .execute();
    for (const row of found) ids.set(row.name_key, row.id);
    const missing = part.filter((key) => !ids.has(key));
    if (missing.length === 0) continue;
    const created = await bulkInsert<{ id: number; name_key: string }>(
      trx,
      NEW_PLAYERS,
      missing.map((key) => [key]),
    );
    for (const row of created) ids.set(row.name_key, row.id);
    await indexPlayers(
      trx,
      created.map((row) => ({ id: row.id, nameKey: row.name_key })),
    );
    const raced = missing.filter((key) => !ids.has(key));
    if (raced.length === 0) continue;
    const late = await trx
      .selectFrom("punishment_players")
      .select(["id", "name_key"])
      .where("name_key", "in", raced)
      .execute();
    for (const row of late) ids.set(row.name_key, row.id);
  }
  return ids;
}

/** Counter changes of one write, applied together at the end of its transaction. */
export class CountDeltas {
  private readonly days = new DayCountChanges();
  private readonly players = new Map<number, { nameKey: string; delta: CountDelta }>();
  /** Per player and day of the rows' dates: the substring counts per period (search deep pages). */
  private readonly byDay = new Map<string, DayDelta>();

  add(row: { type: PunishmentType; date: string }, player: { id: number; nameKey: string }, by: 1 | -1) {
    this.days.add(row.type, row.date, by);
    const entry = this.players.get(player.id) ?? { nameKey: player.nameKey, delta: emptyDelta() };
    entry.delta.count_all += by;
    entry.delta[COUNT_COLUMN[row.type]] += by;
    this.players.set(player.id, entry);
    const day = dayOf(row.date);
    const key = `${player.id} ${day}`;
    const onDay = this.byDay.get(key) ?? { nameKey: player.nameKey, day, delta: emptyDelta() };
    onDay.delta.count_all += by;
    onDay.delta[COUNT_COLUMN[row.type]] += by;
    this.byDay.set(key, onDay);
  }

  async apply(trx: Db) {
    const byName = new Map<string, CountDelta>();
    const players: (CountDelta & { id: number; name_key: string })[] = [];
    for (const [id, { nameKey, delta }] of this.players) {
      if (COUNT_COLUMNS.every((column) => delta[column] === 0)) continue;
      byName.set(nameKey, delta);
      players.push({ id, name_key: nameKey, ...delta });
    }
    // Every player's counts in a few statements: an upsert that always meets its row adds the
    // deltas (portable, unlike UPDATE … FROM VALUES). In id order, so concurrent writers lock alike.
    players.sort((a, b) => a.id - b.id);
    for (const part of chunks(players, 400)) {
      await bulkInsert(
        trx,
        PLAYER_COUNTS,
        part.map((player) => [player.id, player.name_key, ...COUNT_COLUMNS.map((column) => player[column])]),
      );
    }
    await applyGramDeltas(trx, byName);
    await applyGramPeriodDeltas(trx, this.byDay.values());
    // Last: on PostgreSQL these are appended rows; on SQLite the one writer holds the lock anyway.
    await this.days.apply(trx);
  }
}

/** New player names: a name another writer added first is skipped (and looked up again). */
const NEW_PLAYERS = {
  table: "punishment_players",
  columns: ["name_key"],
  tail: `on conflict ("name_key") do nothing returning "id", "name_key"`,
};

/** Players' counts moved by deltas: the upsert always meets the player's row. */
const PLAYER_COUNTS = {
  table: "punishment_players",
  columns: ["id", "name_key", ...COUNT_COLUMNS],
  tail: `on conflict ("id") do update set ${addExcluded("punishment_players", COUNT_COLUMNS)}`,
};

const PLAYER_COUNT_TYPES: Record<(typeof COUNT_COLUMNS)[number], PunishmentType | null> = {
  count_all: null,
  count_ban: "Ban",
  count_mute: "Mute",
  count_kick: "Kick",
  count_warning: "Warning",
};

/**
 * Sets every counter from the punishments themselves: the day counts per type, each player's counts
 * and the search index. Call inside a transaction; writers wait until it ends.
 */
export async function recountAll(trx: Db): Promise<{ punishments: number; players: number }> {
  // Writers wait until the counters match the rows again (PostgreSQL; SQLite's writer is ours already).
  if (appendsDeltas(trx)) await sql`lock table punishments in share row exclusive mode`.execute(trx);
  await recountDays(trx);
  const counted = (type: PunishmentType | null) =>
    sql<number>`(select count(*) from punishments p where p.player_id = punishment_players.id${
      type ? sql` and p.type = ${type}` : sql``
    })`;
  await trx
    .updateTable("punishment_players")
    .set(Object.fromEntries(COUNT_COLUMNS.map((column) => [column, counted(PLAYER_COUNT_TYPES[column])])))
    .execute();
  await rebuildNameIndex(trx);
  await rebuildGramPeriods(trx);
  const players = await trx
    .selectFrom("punishment_players")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("count_all", ">", 0)
    .executeTakeFirstOrThrow();
  return { punishments: await countOfType(trx, "All"), players: Number(players.n) };
}
