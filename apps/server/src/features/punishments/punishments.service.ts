import {
  LIMITS,
  type PunishedPlayersQuery,
  type PunishedPlayersResponse,
  type PunishmentDetail,
  type PunishmentRecord,
  type PunishmentType,
  type PunishmentTypeFilter,
  punishmentInputSchema,
} from "@bastion/shared";
import { asBulkWrite, type Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { msgWith } from "../../lib/i18n/translate";
import { pageNumbersFor } from "../../lib/paging";
import { retryConflicts } from "../../lib/retry-conflicts";
import { countOfType, dayTotals, foldCounterDeltas } from "./punishments.counters";
import { recountAll } from "./punishments.ingest.players";
import * as ingest from "./punishments.ingest.repository";
import type { SliceWindow } from "./punishments.list.repository";
import * as list from "./punishments.list.repository";
import { cachedPositions, DayPositions, listChanged, TYPE_POSITIONS_TTL_MS } from "./punishments.list-cache";
import { searchByName } from "./punishments.search";
import type { PunishmentRow } from "./punishments.table";

const PAGE_SIZE = LIMITS.punishmentsPageSize;

/** Offsets up to this are cheaper to step over than to find through the day counts. */
const DAY_ANCHOR_AFTER = 2000;

/**
 * One page of the public list, newest first, with pageNumbers 1..pageCount (spec §3).
 * A page past the end is an empty list with the same pageNumbers.
 */
export async function listPunishedPlayers(db: Db, query: PunishedPlayersQuery): Promise<PunishedPlayersResponse> {
  const type = query.punishment_type;
  const typeTotal = await countOfType(db, type);
  const search = query.search_query ? await searchByName(db, type, query.search_query, typeTotal) : undefined;
  const total = search ? search.count : typeTotal;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const pageNumbers = pageNumbersFor(pageCount);
  if (query.page > pageCount) return { punishments: [], pageNumbers };

  const start = (query.page - 1) * PAGE_SIZE;
  const end = Math.min(start + PAGE_SIZE, total);
  // Skipping rows costs time in proportion to the offset: read the back half from the other end.
  const fromEnd = total - end < start;
  const window = { offset: fromEnd ? total - end : start, limit: end - start, newestFirst: !fromEnd };
  const rows = search ? await search.slice(window) : await listPage(db, type, window, typeTotal);
  if (fromEnd) rows.reverse();
  return { punishments: rows, pageNumbers };
}

/**
 * A slice of the whole list (or of a type). Deep in the list it starts at the day that holds the offset
 * (its running sum of day counts) instead of stepping over every row before it.
 */
async function listPage(db: Db, type: PunishmentTypeFilter, window: SliceWindow, typeTotal: number) {
  if (window.offset <= DAY_ANCHOR_AFTER) return list.listSlice(db, type, window);
  // The type's days and their rows, kept between requests while its total and this instance's writes
  // say they still hold (punishments.list-cache.ts).
  const positions = await cachedPositions(
    db,
    `type ${type}`,
    String(typeTotal),
    TYPE_POSITIONS_TTL_MS,
    async () => new DayPositions(await dayTotals(db, type, false)),
  );
  const anchor = positions.locate(window.offset, window.newestFirst);
  return list.listSlice(db, type, { ...window, offset: anchor ? anchor.skip : window.offset, fromDay: anchor?.day });
}

/** A stored punishment shown whole; active only while the source says so and its end has not passed. */
export function toDetail(row: PunishmentRow, now = nowIso()): PunishmentDetail {
  return {
    id: row.id,
    type: row.type,
    player: row.player,
    player_uuid: row.player_uuid,
    reason: row.reason,
    actioned_by: row.actioned_by,
    actioned_by_uuid: row.actioned_by_uuid,
    play_time: row.play_time,
    date: row.date,
    until: row.until,
    is_active: row.is_active === 1 && (row.until === null || row.until > now),
  };
}

/** Ids in URLs are text: anything that is not a stored punishment's id finds nothing. */
function parseId(id: number | string): number | undefined {
  const value = typeof id === "number" ? id : /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 1 && value <= 2_147_483_647 ? value : undefined;
}

/** The punishment with this id, or undefined. For other features too (appeals). */
export async function findPunishment(db: Db, id: number | string): Promise<PunishmentDetail | undefined> {
  const parsed = parseId(id);
  if (parsed === undefined) return undefined;
  const row = await list.findPunishmentById(db, parsed);
  return row ? toDetail(row) : undefined;
}

/** The newest punishment of this type for a player name (any case), or undefined. For appeals. */
export async function findNewestForPlayer(
  db: Db,
  playerName: string,
  type: PunishmentType,
): Promise<PunishmentDetail | undefined> {
  const row = await list.findNewestForPlayer(db, playerName, type);
  return row ? toDetail(row) : undefined;
}

/** The type of each punishment by id, in one query (for lists that show it beside their own rows). */
export interface PunishmentSummary {
  type: PunishmentType;
  player: string;
  reason: string;
}

/** What a list of appeals shows of each punishment: its type, player and reason. */
export async function findSummaries(db: Db, ids: readonly number[]): Promise<Map<number, PunishmentSummary>> {
  const rows = await list.findSummaries(db, [...new Set(ids)]);
  return new Map(rows.map(({ id, type, player, reason }) => [id, { type, player, reason }]));
}

/** Sets every counter and the search index from the stored punishments (after hand edits). */
export async function recountPunishments(db: Db) {
  const counted = await db.transaction().execute((trx) => recountAll(trx));
  listChanged(db);
  return counted;
}

/** Moves the counter changes PostgreSQL's writers appended into the base counts (a few seconds apart). */
export const foldCounters = (db: Db) => foldCounterDeltas(db);

/** How many punishments are stored (from the counters). */
export const countPunishments = (db: Db) => countOfType(db, "All");

/**
 * Saves validated punishments in one transaction: rows whose id is known are updated, the
 * rest inserted. Nothing is saved if any row fails.
 */
export async function savePunishments(db: Db, records: readonly PunishmentRecord[], alsoInTransaction?: AlsoWrite) {
  if (records.length === 0 && !alsoInTransaction) return { created: 0, updated: 0 };
  // Bulk: on SQLite a sign-up or a comment waiting for the writer goes before the next queued batch.
  const saved = await asBulkWrite(db, () =>
    retryConflicts(() =>
      db.transaction().execute(async (trx) => {
        const saved =
          records.length > 0 ? await ingest.upsertPunishments(trx, records, nowIso()) : { created: 0, updated: 0 };
        await alsoInTransaction?.(trx);
        return saved;
      }),
    ),
  );
  if (records.length > 0) listChanged(db);
  return saved;
}

/** A caller's own write that must commit with the punishments or not at all (a sync's position). */
export type AlsoWrite = (trx: Db) => Promise<void>;

/**
 * Deletes the punishments with these source ids (rows gone from their source), keeping the counters
 * and the name index right; their appeals and the appeals' comments are deleted with them. Returns
 * how many were deleted.
 */
export async function deletePunishments(db: Db, externalIds: readonly string[], alsoInTransaction?: AlsoWrite) {
  if (externalIds.length === 0 && !alsoInTransaction) return 0;
  const deleted = await asBulkWrite(db, () =>
    retryConflicts(() =>
      db.transaction().execute(async (trx) => {
        const deleted = externalIds.length > 0 ? await ingest.deleteByExternalIds(trx, externalIds) : 0;
        await alsoInTransaction?.(trx);
        return deleted;
      }),
    ),
  );
  if (deleted > 0) listChanged(db);
  return deleted;
}

/** The stored punishments with these source ids, as records (to save only what changed). */
export const findRecordsByExternalIds = (db: Db, externalIds: readonly string[]) =>
  ingest.findRecordsByExternalIds(db, externalIds);

/** Up to `limit` source ids starting with `prefix`, after `after`, in text order. */
export const externalIdsWithPrefix = (db: Db, prefix: string, after: string, limit: number) =>
  ingest.externalIdsWithPrefix(db, prefix, after, limit);

/** How many stored punishments came from a source whose ids start with `prefix`. */
export const countWithExternalIdPrefix = (db: Db, prefix: string) => ingest.countWithPrefix(db, prefix);

export function describeSave(result: { created: number; updated: number }): string {
  const total = result.created + result.updated;
  // {total}, not #: the count as the other two, without a thousands separator (the CLI's line is read by scripts).
  return msgWith(
    "Saved {total, plural, one {{total} punishment} other {{total} punishments}}: {created} new, {updated} updated.",
    {
      total,
      created: result.created,
      updated: result.updated,
    },
  );
}

export interface RowProblem {
  index: number;
  field: string;
  message: string;
}

/** Validates every row of an import; the records only when all rows are good, else every problem. */
export function validatePunishmentRows(rows: readonly unknown[]) {
  const records: PunishmentRecord[] = [];
  const problems: RowProblem[] = [];
  rows.forEach((row, index) => {
    const parsed = punishmentInputSchema.safeParse(row);
    if (parsed.success) records.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        problems.push({ index, field: issue.path.join(".") || "(row)", message: issue.message });
      }
    }
  });
  return { records, problems };
}
