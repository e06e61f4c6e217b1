import { createHash } from "node:crypto";
import type { PunishmentRecord, PunishmentType, PunishmentTypeFilter } from "@bastion/shared";
import { sql } from "kysely";
import { addExcluded, bulkInsert, setExcluded } from "../../db/bulk-insert";
import type { Db } from "../../db/database";
import { appendsDeltas, countOfType, DayCountChanges, recountDays } from "./punishments.counters";
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

export { countOfType } from "./punishments.counters";
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
  slice: {
    offset: number;
    limit: number;
    newestFirst: boolean;
    plan?: SearchPlan;
    /** Start at this UTC day (YYYY-MM-DD): its newest row, or its oldest when reading oldest first. */
    fromDay?: string;
  },
) {
  const direction = slice.newestFirst ? "desc" : "asc";
  const plan = filter.search ? (slice.plan ?? { kind: "dense" }) : undefined;
  if (plan?.kind === "sparse") return sparseSlice(db, filter, slice, plan.trigrams);
  // CROSS JOIN keeps the written join order on SQLite (PostgreSQL plans it freely): punishments
  // first, checking each row's player, for the dense walk.
  let query = plan
    ? db
        .selectFrom("punishments as p")
        .crossJoin("punishment_players as pp")
        .whereRef("pp.id", "=", "p.player_id")
        .where(nameContains("pp.name_key", filter.search))
        .select(LIST_COLUMNS)
    : db.selectFrom("punishments as p").select(LIST_COLUMNS);
  if (filter.type !== "All") query = query.where("p.type", "=", filter.type);
  if (slice.fromDay) {
    // Stored dates are ISO-8601 UTC text: every date of the day sorts between "YYYY-MM-DD" and "YYYY-MM-DDU".
    query = slice.newestFirst
      ? query.where("p.date", "<", `${slice.fromDay}U`)
      : query.where("p.date", ">=", slice.fromDay);
  }
  return query
    .orderBy("p.date", direction)
    .orderBy("p.id", direction)
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/**
 * The sparse plan: the matching players' rows gathered (players first, then their rows from the
 * (player_id, type, date, id) index) and sorted. Only their keys are sorted and stepped over; the page's
 * own rows are read last, by id. Sorting whole rows cost about three times as much at 37,000 matches.
 */
function sparseSlice(
  db: Db,
  filter: ListFilter,
  slice: { offset: number; limit: number; newestFirst: boolean },
  trigrams: readonly string[],
) {
  const direction = slice.newestFirst ? "desc" : "asc";
  let keys = db
    .selectFrom("punishment_players as pp")
    .crossJoin("punishments as p")
    .whereRef("p.player_id", "=", "pp.id")
    .where(nameContains("pp.name_key", filter.search))
    .select("p.id");
  if (trigrams.length > 0) keys = keys.where("pp.id", "in", candidatePlayers(db, trigrams));
  if (filter.type !== "All") keys = keys.where("p.type", "=", filter.type);
  const page = keys.orderBy("p.date", direction).orderBy("p.id", direction).limit(slice.limit).offset(slice.offset);
  return db
    .selectFrom("punishments as p")
    .select(LIST_COLUMNS)
    .where("p.id", "in", page)
    .orderBy("p.date", direction)
    .orderBy("p.id", direction)
    .execute();
}

export async function findPunishmentById(db: Db, id: number): Promise<PunishmentRow | undefined> {
  return db.selectFrom("punishments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The type, player and reason of each of these punishments (primary key lookups). */
export async function findSummaries(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("punishments").select(["id", "type", "player", "reason"]).where("id", "in", ids).execute();
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

/**
 * The punishment_players id of every name key, creating (and indexing) the players that are new.
 * Keys are taken in order, so two writers adding the same new names wait for each other instead of
 * deadlocking; a name another writer added first is found by the second look.
 */
async function playerIds(trx: Db, nameKeys: readonly string[]): Promise<Map<string, number>> {
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

interface Existing {
  id: number;
  external_id: string | null;
  type: PunishmentType;
  date: string;
  player_id: number;
  name_key: string;
}

async function existingByExternalId(trx: Db, externalIds: readonly string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (const part of chunks([...new Set(externalIds)])) {
    const rows = await trx
      .selectFrom("punishments as p")
      .innerJoin("punishment_players as pp", "pp.id", "p.player_id")
      .select(["p.id", "p.external_id", "p.type", "p.date", "p.player_id", "pp.name_key"])
      .where("p.external_id", "in", part)
      .execute();
    for (const row of rows) if (row.external_id) found.set(row.external_id, row);
  }
  return found;
}

/** Counter changes of one write, applied together at the end of its transaction. */
class CountDeltas {
  private readonly days = new DayCountChanges();
  private readonly players = new Map<number, { nameKey: string; delta: CountDelta }>();

  add(row: { type: PunishmentType; date: string }, player: { id: number; nameKey: string }, by: 1 | -1) {
    this.days.add(row.type, row.date, by);
    const entry = this.players.get(player.id) ?? { nameKey: player.nameKey, delta: emptyDelta() };
    entry.delta.count_all += by;
    entry.delta[COUNT_COLUMN[row.type]] += by;
    this.players.set(player.id, entry);
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
    // Last: on PostgreSQL these are appended rows; on SQLite the one writer holds the lock anyway.
    await this.days.apply(trx);
  }
}

function toRow(
  record: PunishmentRecord,
  playerId: number,
  now: string,
  importId: number | null,
): Omit<NewPunishment, "created_at"> {
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
    import_id: importId,
  };
}

/**
 * Concurrent writers of the same external ids take turns (PostgreSQL: transaction-scoped advisory
 * locks, taken in one order so they cannot deadlock); writers of other ids go on in parallel. SQLite
 * needs nothing: its transactions take the one write lock at BEGIN.
 */
async function lockExternalIds(trx: Db, externalIds: readonly string[]) {
  if (!appendsDeltas(trx) || externalIds.length === 0) return;
  const keys = [...new Set(externalIds.map(advisoryKey))].sort((a, b) => a - b);
  await sql`select count(pg_advisory_xact_lock(${ADVISORY_SPACE}, k)) from (
    select unnest(${keys}::int[]) as k order by 1) as keys`.execute(trx);
}

/** Advisory locks are (space, key) pairs of int4: the space is ours, the key a hash of the id. */
const ADVISORY_SPACE = 0x70756e; // "pun"
const advisoryKey = (externalId: string) => createHash("sha256").update(externalId).digest().readInt32BE(0);

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

/** The columns that hold what a source sent (the record's fields but its id). */
export const RECORD_COLUMNS = [
  "type",
  "player",
  "player_uuid",
  "reason",
  "actioned_by",
  "actioned_by_uuid",
  "play_time",
  "date",
  "until",
  "is_active",
] as const;

const UPDATED_COLUMNS = [...RECORD_COLUMNS, "player_id", "updated_at"] as const;

// import_id is set once, by the import that added the row: an update by id keeps it.
const INSERTED_COLUMNS = ["external_id", ...UPDATED_COLUMNS, "created_at", "import_id"] as const;

/** New rows inserted, known external ids updated (never their created_at nor their import_id). */
const UPSERT_PUNISHMENTS = {
  table: "punishments",
  columns: INSERTED_COLUMNS,
  tail: `on conflict ("external_id") do update set ${setExcluded(UPDATED_COLUMNS)}`,
};

/**
 * Inserts or updates (by the source's id) validated punishments, keeping the counters and the
 * name index right. The rows it adds carry `importId` when an import saves them. Call inside a
 * transaction.
 */
export async function upsertPunishments(
  trx: Db,
  records: readonly PunishmentRecord[],
  now: string,
  importId: number | null = null,
) {
  // The last row wins when a batch carries the same id twice.
  const latest = new Map<string, PunishmentRecord>();
  for (const record of records) if (record.id) latest.set(record.id, record);
  await lockExternalIds(trx, [...latest.keys()]);

  const players = await playerIds(
    trx,
    records.map((record) => nameKeyOf(record.player)),
  );
  const existing = await existingByExternalId(trx, [...latest.keys()]);
  const deltas = new CountDeltas();
  const rows: NewPunishment[] = [];
  let updated = 0;

  for (const record of records) {
    if (record.id && latest.get(record.id) !== record) continue;
    const nameKey = nameKeyOf(record.player);
    const playerId = players.get(nameKey);
    if (playerId === undefined) throw new Error(`No player row for '${record.player}'.`);
    rows.push({ ...toRow(record, playerId, now, importId), created_at: now });
    deltas.add(record, { id: playerId, nameKey }, 1);
    const old = record.id ? existing.get(record.id) : undefined;
    if (!old) continue;
    deltas.add(old, { id: old.player_id, nameKey: old.name_key }, -1);
    updated += 1;
  }
  // One statement per chunk inserts the new rows and updates the known ids (never their created_at).
  for (const part of chunks(rows, 400)) {
    await bulkInsert(
      trx,
      UPSERT_PUNISHMENTS,
      part.map((row) => INSERTED_COLUMNS.map((column) => row[column] ?? null)),
    );
  }
  await deltas.apply(trx);
  return { created: rows.length - updated, updated };
}

/**
 * Deletes the punishments with these source ids, keeping the counters and the name index right (each
 * row counted out as an update counts out its old version). Their appeals, and those appeals'
 * comments, go with them (ON DELETE CASCADE). Call inside a transaction. Returns how many were deleted.
 */
export async function deleteByExternalIds(trx: Db, externalIds: readonly string[]): Promise<number> {
  const ids = [...new Set(externalIds)];
  await lockExternalIds(trx, ids);
  const existing = [...(await existingByExternalId(trx, ids)).values()];
  if (existing.length === 0) return 0;
  const deltas = new CountDeltas();
  for (const old of existing) deltas.add(old, { id: old.player_id, nameKey: old.name_key }, -1);
  for (const part of chunks(existing.map((row) => row.id))) {
    await trx.deleteFrom("punishments").where("id", "in", part).execute();
  }
  await deltas.apply(trx);
  return existing.length;
}

/** The stored punishments with these source ids, as the records that were saved. */
export async function findRecordsByExternalIds(db: Db, externalIds: readonly string[]) {
  const found = new Map<string, PunishmentRecord>();
  for (const part of chunks([...new Set(externalIds)])) {
    const rows = await db
      .selectFrom("punishments")
      .select(["external_id", ...RECORD_COLUMNS])
      .where("external_id", "in", part)
      .execute();
    for (const { external_id, is_active, ...row } of rows) {
      if (external_id) found.set(external_id, { id: external_id, ...row, is_active: is_active === 1 });
    }
  }
  return found;
}

/** The external ids after `after` that start with `prefix`, in text order (through their unique index). */
export async function externalIdsWithPrefix(db: Db, prefix: string, after: string, limit: number) {
  const rows = await db
    .selectFrom("punishments")
    .select("external_id")
    .where("external_id", ">", after > prefix ? after : prefix)
    .where("external_id", "<", prefixEnd(prefix))
    .orderBy("external_id")
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.external_id ? [row.external_id] : []));
}

/** How many punishments have an external id starting with `prefix`. */
export async function countWithPrefix(db: Db, prefix: string): Promise<number> {
  const row = await db
    .selectFrom("punishments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("external_id", ">=", prefix)
    .where("external_id", "<", prefixEnd(prefix))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The first text after every text that starts with `prefix` (its last character moved up by one). */
function prefixEnd(prefix: string) {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

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
  const players = await trx
    .selectFrom("punishment_players")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("count_all", ">", 0)
    .executeTakeFirstOrThrow();
  return { punishments: await countOfType(trx, "All"), players: Number(players.n) };
}

/**
 * Deletes up to `limit` of the punishments an import added, keeping the counters and the name index
 * right (as deleteByExternalIds does). Call inside a transaction. Returns how many were deleted.
 */
export async function deleteImportedRows(trx: Db, importId: number, limit: number): Promise<number> {
  const picked = await trx
    .selectFrom("punishments")
    .select(["id", "external_id"])
    .where("import_id", "=", importId)
    .orderBy("id")
    .limit(limit)
    .execute();
  if (picked.length === 0) return 0;
  // A re-send of one of these ids may be changing it right now: take its turn, then read the row.
  await lockExternalIds(
    trx,
    picked.flatMap((row) => (row.external_id ? [row.external_id] : [])),
  );
  const deltas = new CountDeltas();
  let deleted = 0;
  for (const part of chunks(picked.map((row) => row.id))) {
    const rows = await trx
      .selectFrom("punishments as p")
      .innerJoin("punishment_players as pp", "pp.id", "p.player_id")
      .select(["p.id", "p.type", "p.date", "p.player_id", "pp.name_key"])
      .where("p.id", "in", part)
      .where("p.import_id", "=", importId)
      .execute();
    for (const old of rows) deltas.add(old, { id: old.player_id, nameKey: old.name_key }, -1);
    if (rows.length === 0) continue;
    const result = await trx
      .deleteFrom("punishments")
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  await deltas.apply(trx);
  return deleted;
}
