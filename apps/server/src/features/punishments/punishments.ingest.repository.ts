import { createHash } from "node:crypto";
import type { PunishmentRecord, PunishmentType } from "@bastion/shared";
import { sql } from "kysely";
import { bulkInsert, setExcluded } from "../../db/bulk-insert";
import type { Db } from "../../db/database";
import { appendsDeltas } from "./punishments.counters";
import { CountDeltas, chunks, playerIds } from "./punishments.ingest.players";
import { nameKeyOf } from "./punishments.search.name-index";
import type { NewPunishment } from "./punishments.table";

// Ingest: what the site is sent (API batches, LiteBans saves, imports) written in, updated by the
// source's id or taken back, with the counters and the name index kept right in the same transaction.

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
