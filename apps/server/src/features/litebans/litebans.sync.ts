import type { Db } from "../../db/database";
import { withLeanHeap } from "../../lib/lean-heap";
import { refreshLinkedNames } from "../minecraft-link/minecraft-link.service";
import { deletePunishments, externalIdsWithPrefix } from "../punishments/punishments.service";
import { externalIdPrefix, sourceIdOf } from "./litebans.mapping";
import { type Log, Progress } from "./litebans.progress";
import * as repo from "./litebans.repository";
import { mapRows, type SliceResult, saveChanged, saveNew } from "./litebans.save";
import { isMissingTable, type LitebansSource, SourceError } from "./litebans.source";
import { PUNISHMENT_TABLES, type PunishmentTable } from "./litebans.table";

// One pass of the sync (issue 17), run by the lease holder every LITEBANS_SYNC_SECONDS:
//  1. renames: history rows added since the last pass name the players whose rows may show a new name
//     (and the linked Minecraft accounts among them take their new name: issue 32);
//  2. new rows: per table, the ids after the stored position, in slices (the first import is this
//     step with the position at 0: a million rows never sit in memory);
//  3. lifts: rows whose removed_by_date is at or after the newest one seen (expiry by time needs no
//     sync: a punishment shows active only while its end is in the future);
//  4. on request (`litebans-sync --full`): every row read again, and rows gone from LiteBans deleted.
// Rows that are not players' (IP bans of someone never seen) are skipped quietly; rows that cannot be
// read as punishments (a malformed uuid, a time out of range) are left out and named in one warning a pass.
// Each slice commits with the position it reached, so a restart carries on from there.

/** Rows per slice: one transaction each, so the site's other writers get their turn in between. */
export const SLICE = 2000;
const HISTORY_SLICE = 5000;
/** Uuids per `uuid IN (…)` query. */
const PLAYERS_PER_QUERY = 1000;
/** Lifts are looked for this far before the newest one seen: clocks of game servers disagree. */
const LIFT_OVERLAP_SECONDS = 10 * 60;

export interface PassContext {
  db: Db;
  source: LitebansSource;
  log: Log;
  /** Between slices: renews the lease; throws when it was lost or the server is stopping. */
  checkpoint(): Promise<void>;
}

export interface PassReport {
  saved: number;
  /** Rows that are not players' punishments. */
  skipped: number;
  /** Rows that cannot be read as punishments, each once however often the pass met it: external id → why. */
  bad: Map<string, string>;
  deleted: number;
  firstImport: boolean;
}

/** How many of a pass's unreadable rows its log line names. */
const BAD_NAMED = 5;

const add = (total: PassReport, part: SliceResult) => {
  total.saved += part.saved;
  total.skipped += part.skipped;
  total.deleted += part.deleted;
  for (const row of part.bad) total.bad.set(row.externalId, row.detail);
};

/** One line a pass for the rows it left out as unreadable (a row a line would flood the log). */
function logBadRows(log: Log, bad: ReadonlyMap<string, string>) {
  if (bad.size === 0) return;
  const named: string[] = [];
  for (const [id, why] of bad) {
    if (named.length === BAD_NAMED) break;
    named.push(`${id} (${why})`);
  }
  const more = bad.size > BAD_NAMED ? `, and ${bad.size - BAD_NAMED} more` : "";
  log.warn(
    `LiteBans sync: ${bad.size} row${bad.size === 1 ? "" : "s"} cannot be read as punishments and ${bad.size === 1 ? "was" : "were"} left out: ${named.join(", ")}${more}. Correct them in LiteBans, then run litebans-sync --full.`,
  );
}

const tableName = (ctx: PassContext, table: PunishmentTable) => ctx.source.table(table).replaceAll("`", "");

/** One pass; `full` also re-reads every row and deletes the rows LiteBans no longer has. */
export async function syncPass(ctx: PassContext, { full = false } = {}): Promise<PassReport> {
  const status = await repo.readStatus(ctx.db);
  const firstImport = status.first_import_done_at === null;
  const report: PassReport = { saved: 0, skipped: 0, bad: new Map(), deleted: 0, firstImport };
  try {
    await runPass(ctx, report, full);
  } finally {
    // Also when the pass fails or stops: the slices it committed are not read again.
    logBadRows(ctx.log, report.bad);
  }
  return report;
}

/** The pass's reads and writes, adding up what they did in `report`. */
async function runPass(ctx: PassContext, report: PassReport, full: boolean) {
  const { db, source } = ctx;
  const cursors = await repo.readCursors(db);
  const sourceNow = await source.now();
  const lastIds = new Map(PUNISHMENT_TABLES.map((table) => [table, cursors.get(table)?.lastId ?? 0]));

  await followRenames(ctx, cursors.get("history")?.lastId ?? 0, lastIds, report);

  const maxIds = new Map<PunishmentTable, number>();
  const missing: string[] = [];
  for (const table of PUNISHMENT_TABLES) {
    try {
      maxIds.set(table, await source.maxId(table));
    } catch (error) {
      if (!isMissingTable(error)) throw error;
      missing.push(tableName(ctx, table));
    }
  }
  const toRead = [...maxIds].reduce((sum, [table, max]) => sum + Math.max(0, max - (lastIds.get(table) ?? 0)), 0);
  const progress = new Progress(ctx.log, report.firstImport ? "first import" : "catching up", toRead);

  const bulk = full || toRead > SLICE * 5 ? withLeanHeap : <T>(work: () => Promise<T>) => work();
  await bulk(async () => {
    for (const [table, maxId] of maxIds) {
      const lastId = await importNew(ctx, table, lastIds.get(table) ?? 0, maxId, progress, report);
      lastIds.set(table, lastId);
      await followLifts(ctx, table, cursors.get(table)?.removedSince ?? null, lastId, sourceNow, report);
    }
    progress.finish({ ...report, bad: report.bad.size });
    if (!full) return;
    for (const table of maxIds.keys()) {
      await reread(ctx, table, lastIds.get(table) ?? 0, report);
      await deleteGone(ctx, table, report);
    }
  });
  if (missing.length > 0) {
    throw new SourceError(
      "missing table",
      `LiteBans table${missing.length > 1 ? "s" : ""} ${missing.join(", ")} missing (is LITEBANS_TABLE_PREFIX right?)`,
    );
  }
}

/**
 * New rows of one table, after `lastId`, in slices. The next slice is read from LiteBans while this
 * one is written, so both databases work at once.
 */
async function importNew(
  ctx: PassContext,
  table: PunishmentTable,
  lastId: number,
  maxId: number,
  progress: Progress,
  report: PassReport,
): Promise<number> {
  const fetchAfter = async (after: number) => {
    const rows = await ctx.source.rowsAfter(table, after, SLICE, maxId);
    return { rows, mapped: await mapRows(ctx.source, table, rows) };
  };
  let position = lastId;
  let next = lastId < maxId ? fetchAfter(lastId) : undefined;
  while (next) {
    const { rows, mapped } = await next;
    const last = rows.at(-1);
    if (!last) break;
    const reached = Number(last.id);
    next = rows.length === SLICE && reached < maxId ? fetchAfter(reached) : undefined;
    // A read that fails after this slice's write (or a stop) must not go unhandled meanwhile.
    next?.catch(() => undefined);
    const result = await saveNew(ctx.db, mapped, (trx) => repo.writeCursor(trx, table, { lastId: reached }));
    add(report, result);
    position = reached;
    progress.advance(table, rows.length);
    await ctx.checkpoint();
  }
  return position;
}

/** Rows lifted since the newest removal seen; the first pass only notes where to look from. */
async function followLifts(
  ctx: PassContext,
  table: PunishmentTable,
  removedSince: string | null,
  lastId: number,
  sourceNow: number,
  report: PassReport,
) {
  if (table === "kicks") return;
  if (removedSince === null) {
    await repo.writeCursor(ctx.db, table, { removedSince: isoOfSeconds(sourceNow) });
    return;
  }
  const since = Date.parse(removedSince) / 1000;
  const rows = await ctx.source.removedSince(table, since - LIFT_OVERLAP_SECONDS, lastId);
  let newest = since;
  for (const row of rows) if (row.removed_at !== null) newest = Math.max(newest, Number(row.removed_at));
  // A game server whose clock runs ahead must not move the position past the database's own clock.
  newest = Math.max(since, Math.min(newest, sourceNow));
  for (let index = 0; index < rows.length; index += SLICE) {
    const part = rows.slice(index, index + SLICE);
    add(report, await saveChanged(ctx.db, await mapRows(ctx.source, table, part)));
    await ctx.checkpoint();
  }
  if (newest !== since) await repo.writeCursor(ctx.db, table, { removedSince: isoOfSeconds(newest) });
}

const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * History rows added since `historyId` are players who joined, perhaps under a new name: their
 * punishments already saved are read again with the current name. Nothing is saved yet on the
 * first pass, so it only notes where history ends.
 */
async function followRenames(
  ctx: PassContext,
  historyId: number,
  lastIds: ReadonlyMap<PunishmentTable, number>,
  report: PassReport,
) {
  const end = await ctx.source.maxId("history");
  if ([...lastIds.values()].every((id) => id === 0)) {
    if (end !== historyId) await repo.writeCursor(ctx.db, "history", { lastId: end });
    return;
  }
  let after = historyId;
  while (after < end) {
    const rows = await ctx.source.historyAfter(after, end, HISTORY_SLICE);
    const last = rows.at(-1);
    if (!last) break;
    const uuids = [...new Set(rows.flatMap((row) => (row.uuid ? [row.uuid.toLowerCase()] : [])))];
    // One indexed query on the links a slice; LiteBans is asked only for the linked players' names.
    await refreshLinkedNames(ctx.db, uuids, (linked) => ctx.source.currentNames(linked));
    for (const [table, lastId] of lastIds) {
      if (lastId === 0) continue;
      for (let index = 0; index < uuids.length; index += PLAYERS_PER_QUERY) {
        const part = uuids.slice(index, index + PLAYERS_PER_QUERY);
        const found = await ctx.source.rowsOfPlayers(table, part, lastId);
        add(report, await saveChanged(ctx.db, await mapRows(ctx.source, table, found)));
      }
    }
    after = Number(last.id);
    await repo.writeCursor(ctx.db, "history", { lastId: after });
    await ctx.checkpoint();
  }
  if (after < end) await repo.writeCursor(ctx.db, "history", { lastId: end });
}

/** Every saved row of a table read again: whatever was edited in LiteBans by hand is brought over. */
async function reread(ctx: PassContext, table: PunishmentTable, lastId: number, report: PassReport) {
  for (let after = 0; after < lastId; ) {
    const rows = await ctx.source.rowsAfter(table, after, SLICE, lastId);
    const last = rows.at(-1);
    if (!last) break;
    add(report, await saveChanged(ctx.db, await mapRows(ctx.source, table, rows)));
    after = Number(last.id);
    await ctx.checkpoint();
  }
}

/** Bastion's rows of a table whose LiteBans row is gone (deleted by hand) are deleted too. */
async function deleteGone(ctx: PassContext, table: PunishmentTable, report: PassReport) {
  const prefix = externalIdPrefix(table);
  for (let after = ""; ; ) {
    const ids = await externalIdsWithPrefix(ctx.db, prefix, after, SLICE);
    const last = ids.at(-1);
    if (last === undefined) return;
    const bySourceId = new Map(
      ids.flatMap((id) => {
        const sourceId = sourceIdOf(table, id);
        return sourceId === undefined ? [] : [[sourceId, id] as const];
      }),
    );
    const existing = await ctx.source.existingIds(table, [...bySourceId.keys()]);
    const gone = [...bySourceId].filter(([sourceId]) => !existing.has(sourceId)).map(([, id]) => id);
    if (gone.length > 0) report.deleted += await deletePunishments(ctx.db, gone);
    after = last;
    await ctx.checkpoint();
  }
}
