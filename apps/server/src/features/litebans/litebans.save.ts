import type { PunishmentRecord } from "@bastion/shared";
import type { Db } from "../../db/database";
import {
  type AlsoWrite,
  deletePunishments,
  findRecordsByExternalIds,
  savePunishments,
} from "../punishments/punishments.service";
import { type Mapped, toRecord } from "./litebans.mapping";
import type { LitebansSource, SourceRow } from "./litebans.source";
import type { PunishmentTable } from "./litebans.table";

// Saving what was read from LiteBans through the punishments feature's own write path (the same
// upsert as the API and the import, so counters and the name index stay right), in one transaction
// with the sync's position so that a restart resumes exactly where the last slice committed.

/** A row left out: not a player's, or one that cannot be read as a punishment. */
export type LeftOut = Extract<Mapped, { ok: false }>;

export interface SliceResult {
  saved: number;
  /** Rows that are not a player's punishment (IP bans of someone never seen): left out by design. */
  skipped: number;
  /** Rows that should be a punishment but cannot be read as one (a malformed uuid, a time out of range). */
  bad: LeftOut[];
  deleted: number;
}

/** Whether the stored record already says what the source says (a missing value is null). */
const unchanged = (stored: PunishmentRecord | undefined, fresh: PunishmentRecord) =>
  stored !== undefined &&
  (Object.keys(fresh) as (keyof PunishmentRecord)[]).every(
    (field) => (stored[field] ?? null) === (fresh[field] ?? null),
  );

/** The rows as records, their players' current names read from history. */
export async function mapRows(source: LitebansSource, table: PunishmentTable, rows: readonly SourceRow[]) {
  const uuids = [...new Set(rows.flatMap((row) => (row.uuid ? [row.uuid.toLowerCase()] : [])))];
  const names = await source.currentNames(uuids);
  return rows.map((row) => toRecord(table, row, names));
}

function split(mapped: readonly Mapped[]) {
  const records: PunishmentRecord[] = [];
  const leftOut: LeftOut[] = [];
  for (const item of mapped) {
    if (item.ok) records.push(item.record);
    else leftOut.push(item);
  }
  const bad = leftOut.filter((item) => item.why === "bad row");
  return { records, leftOut, notPlayers: leftOut.length - bad.length, bad };
}

/** Rows never seen before (after the table's position): saved as they are. */
export async function saveNew(db: Db, mapped: readonly Mapped[], also: AlsoWrite): Promise<SliceResult> {
  const { records, notPlayers, bad } = split(mapped);
  await savePunishments(db, records, also);
  return { saved: records.length, skipped: notPlayers, bad, deleted: 0 };
}

/**
 * Rows that may have been saved before (re-read, lifted, renamed): only those that differ from what is
 * stored are written, so a re-run writes nothing. A stored row that is no longer a player's punishment
 * is deleted.
 */
export async function saveChanged(db: Db, mapped: readonly Mapped[], also?: AlsoWrite): Promise<SliceResult> {
  const { records, leftOut, notPlayers, bad } = split(mapped);
  const stored = await findRecordsByExternalIds(db, [
    ...records.map((record) => record.id ?? ""),
    ...leftOut.map((item) => item.externalId),
  ]);
  const changed = records.filter((record) => !unchanged(stored.get(record.id ?? ""), record));
  const gone = leftOut.filter((item) => stored.has(item.externalId)).map((item) => item.externalId);
  const deleted = gone.length > 0 ? await deletePunishments(db, gone) : 0;
  if (changed.length > 0 || also) await savePunishments(db, changed, also);
  return { saved: changed.length, skipped: notPlayers, bad, deleted };
}
