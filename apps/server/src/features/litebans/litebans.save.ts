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

export interface SliceResult {
  saved: number;
  skipped: number;
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

type Skipped = Extract<Mapped, { ok: false }>;

function split(mapped: readonly Mapped[]) {
  const records: PunishmentRecord[] = [];
  const skipped: Skipped[] = [];
  for (const item of mapped) {
    if (item.ok) records.push(item.record);
    else skipped.push(item);
  }
  return { records, skipped };
}

/** Rows never seen before (after the table's position): saved as they are. */
export async function saveNew(db: Db, mapped: readonly Mapped[], also: AlsoWrite): Promise<SliceResult> {
  const { records, skipped } = split(mapped);
  await savePunishments(db, records, also);
  return { saved: records.length, skipped: skipped.length, deleted: 0 };
}

/**
 * Rows that may have been saved before (re-read, lifted, renamed): only those that differ from what is
 * stored are written, so a re-run writes nothing. A stored row that is no longer a player's punishment
 * is deleted.
 */
export async function saveChanged(db: Db, mapped: readonly Mapped[], also?: AlsoWrite): Promise<SliceResult> {
  const { records, skipped } = split(mapped);
  const stored = await findRecordsByExternalIds(db, [
    ...records.map((record) => record.id ?? ""),
    ...skipped.map((item) => item.externalId),
  ]);
  const changed = records.filter((record) => !unchanged(stored.get(record.id ?? ""), record));
  const gone = skipped.filter((item) => stored.has(item.externalId)).map((item) => item.externalId);
  const deleted = gone.length > 0 ? await deletePunishments(db, gone) : 0;
  if (changed.length > 0 || also) await savePunishments(db, changed, also);
  return { saved: changed.length, skipped: skipped.length, deleted };
}
