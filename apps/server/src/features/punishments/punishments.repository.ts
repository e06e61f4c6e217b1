import type { PunishmentRecord, PunishmentType, PunishmentTypeFilter } from "@bastion/shared";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import {
  applyGramDeltas,
  COUNT_COLUMN,
  COUNT_COLUMNS,
  type CountDelta,
  candidatePlayers,
  emptyDelta,
  indexPlayers,
  nameContains,
  nameKeyOf,
  rebuildNameIndex,
  searchStats,
} from "./punishments.name-index";
import type { NewPunishment, PunishmentRow } from "./punishments.table";

/** Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

export interface ListFilter {
  type: PunishmentTypeFilter;
  /** Case-insensitive substring of the player name; empty for every player. */
  search: string;
}

/** Stored punishments of a type (or of every type), from the counters: never a COUNT(*). */
export async function countOfType(db: Db, type: PunishmentTypeFilter): Promise<number> {
  const row = await db.selectFrom("punishment_counts").select("total").where("type", "=", type).executeTakeFirst();
  return Number(row?.total ?? 0);
}

export { searchStats };

/**
 * How to find a search's rows: walk the date order checking each row's name ("dense": cheap when
 * many rows match), or gather the matching players' rows and sort them ("sparse": cheap when few do).
 */
export type SearchPlan = { kind: "dense" } | { kind: "sparse"; trigrams: string[] };

const LIST_COLUMNS = ["p.id", "p.player", "p.type", "p.reason", "p.actioned_by", "p.date", "p.until"] as const;

/**
 * A slice of the matching punishments, newest first or oldest first. Paging near the end reads
 * oldest first with a small offset, so the last page costs what the first does.
 */
export async function listSlice(
  db: Db,
  filter: ListFilter,
  slice: { offset: number; limit: number; newestFirst: boolean; plan?: SearchPlan },
) {
  const direction = slice.newestFirst ? "desc" : "asc";
  const plan = filter.search ? (slice.plan ?? { kind: "dense" }) : undefined;
  // CROSS JOIN keeps the written join order on SQLite (PostgreSQL plans it freely): punishments
  // first for the dense walk, players first for the sparse gather.
  let query =
    plan?.kind === "sparse"
      ? db
          .selectFrom("punishment_players as pp")
          .crossJoin("punishments as p")
          .whereRef("p.player_id", "=", "pp.id")
          .where(nameContains("pp.name_key", filter.search))
          .select(LIST_COLUMNS)
      : plan?.kind === "dense"
        ? db
            .selectFrom("punishments as p")
            .crossJoin("punishment_players as pp")
            .whereRef("pp.id", "=", "p.player_id")
            .where(nameContains("pp.name_key", filter.search))
            .select(LIST_COLUMNS)
        : db.selectFrom("punishments as p").select(LIST_COLUMNS);
  if (plan?.kind === "sparse" && plan.trigrams.length > 0) {
    query = query.where("pp.id", "in", candidatePlayers(db, plan.trigrams));
  }
  if (filter.type !== "All") query = query.where("p.type", "=", filter.type);
  return query
    .orderBy("p.date", direction)
    .orderBy("p.id", direction)
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

export async function findPunishmentById(db: Db, id: number): Promise<PunishmentRow | undefined> {
  return db.selectFrom("punishments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The type of each of these punishments (primary key lookups). */
export async function findTypes(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("punishments").select(["id", "type"]).where("id", "in", ids).execute();
}

/** The newest punishment of a type for a player name, whatever its case. */
export async function findNewestForPlayer(
  db: Db,
  playerName: string,
  type: PunishmentType,
): Promise<PunishmentRow | undefined> {
  return db
    .selectFrom("punishments")
    .selectAll()
    .where("player_id", "=", (eb) =>
      eb.selectFrom("punishment_players").select("id").where("name_key", "=", nameKeyOf(playerName)),
    )
    .where("type", "=", type)
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/** The punishment_players id of every name key, creating (and indexing) the players that are new. */
async function playerIds(trx: Db, nameKeys: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks([...new Set(nameKeys)])) {
    const found = await trx
      .selectFrom("punishment_players")
      .select(["id", "name_key"])
      .where("name_key", "in", part)
      .execute();
    for (const row of found) ids.set(row.name_key, row.id);
    const missing = part.filter((key) => !ids.has(key));
    if (missing.length === 0) continue;
    const created = await trx
      .insertInto("punishment_players")
      .values(missing.map((name_key) => ({ name_key })))
      .returning(["id", "name_key"])
      .execute();
    for (const row of created) ids.set(row.name_key, row.id);
    await indexPlayers(
      trx,
      created.map((row) => ({ id: row.id, nameKey: row.name_key })),
    );
  }
  return ids;
}

interface Existing {
  id: number;
  external_id: string | null;
  type: PunishmentType;
  player_id: number;
  name_key: string;
}

async function existingByExternalId(trx: Db, externalIds: readonly string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (const part of chunks([...new Set(externalIds)])) {
    const rows = await trx
      .selectFrom("punishments as p")
      .innerJoin("punishment_players as pp", "pp.id", "p.player_id")
      .select(["p.id", "p.external_id", "p.type", "p.player_id", "pp.name_key"])
      .where("p.external_id", "in", part)
      .execute();
    for (const row of rows) if (row.external_id) found.set(row.external_id, row);
  }
  return found;
}

/** Counter changes of one write, applied together at the end of its transaction. */
class CountDeltas {
  private readonly types = new Map<PunishmentTypeFilter, number>();
  private readonly players = new Map<number, { nameKey: string; delta: CountDelta }>();

  add(type: PunishmentType, player: { id: number; nameKey: string }, by: 1 | -1) {
    for (const key of ["All", type] as const) this.types.set(key, (this.types.get(key) ?? 0) + by);
    const entry = this.players.get(player.id) ?? { nameKey: player.nameKey, delta: emptyDelta() };
    entry.delta.count_all += by;
    entry.delta[COUNT_COLUMN[type]] += by;
    this.players.set(player.id, entry);
  }

  async apply(trx: Db) {
    for (const [type, delta] of this.types) {
      if (delta === 0) continue;
      await trx
        .updateTable("punishment_counts")
        .set((eb) => ({ total: eb("total", "+", delta) }))
        .where("type", "=", type)
        .execute();
    }
    const byName = new Map<string, CountDelta>();
    for (const [playerId, { nameKey, delta }] of this.players) {
      const changed = COUNT_COLUMNS.filter((column) => delta[column] !== 0);
      if (changed.length === 0) continue;
      byName.set(nameKey, delta);
      await trx
        .updateTable("punishment_players")
        .set((eb) => Object.fromEntries(changed.map((column) => [column, eb(column, "+", delta[column])])))
        .where("id", "=", playerId)
        .execute();
    }
    await applyGramDeltas(trx, byName);
  }
}

function toRow(record: PunishmentRecord, playerId: number, now: string): Omit<NewPunishment, "created_at"> {
  return {
    external_id: record.id ?? null,
    type: record.type,
    player: record.player,
    player_uuid: record.player_uuid,
    player_id: playerId,
    reason: record.reason,
    actioned_by: record.actioned_by,
    actioned_by_uuid: record.actioned_by_uuid,
    play_time: record.play_time ?? null,
    date: record.date,
    until: record.until,
    is_active: record.is_active ? 1 : 0,
    updated_at: now,
  };
}

/**
 * Inserts or updates (by the source's id) validated punishments, keeping the counters and the
 * name index right. Call inside a transaction: it takes the counters' lock first, so concurrent
 * writers queue instead of racing on the same external id.
 */
export async function upsertPunishments(trx: Db, records: readonly PunishmentRecord[], now: string) {
  // A no-op write that locks the "All" counter row (PostgreSQL) or the database (SQLite) until commit.
  await trx
    .updateTable("punishment_counts")
    .set((eb) => ({ total: eb.ref("total") }))
    .where("type", "=", "All")
    .execute();

  const players = await playerIds(
    trx,
    records.map((record) => nameKeyOf(record.player)),
  );
  // The last row wins when a batch carries the same id twice.
  const latest = new Map<string, PunishmentRecord>();
  for (const record of records) if (record.id) latest.set(record.id, record);
  const existing = await existingByExternalId(trx, [...latest.keys()]);
  const deltas = new CountDeltas();
  const inserts: NewPunishment[] = [];
  let updated = 0;

  for (const record of records) {
    if (record.id && latest.get(record.id) !== record) continue;
    const nameKey = nameKeyOf(record.player);
    const playerId = players.get(nameKey);
    if (playerId === undefined) throw new Error(`No player row for '${record.player}'.`);
    const row = toRow(record, playerId, now);
    const old = record.id ? existing.get(record.id) : undefined;
    deltas.add(record.type, { id: playerId, nameKey }, 1);
    if (!old) {
      inserts.push({ ...row, created_at: now });
      continue;
    }
    deltas.add(old.type, { id: old.player_id, nameKey: old.name_key }, -1);
    await trx.updateTable("punishments").set(row).where("id", "=", old.id).execute();
    updated += 1;
  }
  for (const part of chunks(inserts, 50)) await trx.insertInto("punishments").values(part).execute();
  await deltas.apply(trx);
  return { created: inserts.length, updated };
}

const PLAYER_COUNT_TYPES: Record<(typeof COUNT_COLUMNS)[number], PunishmentType | null> = {
  count_all: null,
  count_ban: "Ban",
  count_mute: "Mute",
  count_kick: "Kick",
  count_warning: "Warning",
};

/**
 * Sets every counter from the punishments themselves: the totals per type, each player's counts and
 * the search index. Call inside a transaction; it takes the same lock as a write.
 */
export async function recountAll(trx: Db): Promise<{ punishments: number; players: number }> {
  await trx
    .updateTable("punishment_counts")
    .set((eb) => ({ total: eb.ref("total") }))
    .where("type", "=", "All")
    .execute();
  await trx
    .updateTable("punishment_counts")
    .set({
      total: sql<number>`case when punishment_counts.type = 'All'
        then (select count(*) from punishments)
        else (select count(*) from punishments p where p.type = punishment_counts.type) end`,
    })
    .execute();
  const counted = (type: PunishmentType | null) =>
    sql<number>`(select count(*) from punishments p where p.player_id = punishment_players.id${
      type ? sql` and p.type = ${type}` : sql``
    })`;
  await trx
    .updateTable("punishment_players")
    .set(Object.fromEntries(COUNT_COLUMNS.map((column) => [column, counted(PLAYER_COUNT_TYPES[column])])))
    .execute();
  await rebuildNameIndex(trx);
  const players = await trx
    .selectFrom("punishment_players")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("count_all", ">", 0)
    .executeTakeFirstOrThrow();
  return { punishments: await countOfType(trx, "All"), players: Number(players.n) };
}
