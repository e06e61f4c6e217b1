import { type Insertable, type Selectable, sql } from "kysely";
import type { Db } from "../../db/database";
import type { PatchDownloadsTable } from "./patching.table";

// The record of what the API served (/api/downloads/): written once per download as it ends, read
// a page at a time, newest first, by key and target through their indexes.

export type NewPatchDownload = Omit<Insertable<PatchDownloadsTable>, "id">;

/**
 * Writes a download's record, adds it to its key's totals and, when it completed, to its patch's
 * count; call it in one transaction.
 */
export async function insertDownload(db: Db, entry: NewPatchDownload): Promise<void> {
  await db.insertInto("patch_downloads").values(entry).execute();
  if (entry.key_id !== null && entry.key_id !== undefined) {
    await db
      .insertInto("patch_download_totals")
      .values({
        key_id: entry.key_id,
        downloads: 1,
        completed: entry.completed,
        bytes: entry.bytes,
        last_download_at: entry.created_at,
      })
      .onConflict((oc) =>
        oc.column("key_id").doUpdateSet((eb) => ({
          downloads: eb("patch_download_totals.downloads", "+", 1),
          completed: eb("patch_download_totals.completed", "+", eb.ref("excluded.completed")),
          bytes: eb("patch_download_totals.bytes", "+", eb.ref("excluded.bytes")),
          // Downloads end out of order: keep the latest start.
          last_download_at: sql<string>`case when excluded.last_download_at > patch_download_totals.last_download_at
            then excluded.last_download_at else patch_download_totals.last_download_at end`,
        })),
      )
      .execute();
  }
  if (entry.completed === 1 && entry.patch_id !== null && entry.patch_id !== undefined) {
    await db
      .updateTable("patches")
      .set((eb) => ({ download_count: eb("download_count", "+", 1) }))
      .where("id", "=", entry.patch_id)
      .execute();
  }
}

/** A record's row with its key's revocation and its target's name. */
export type DownloadListRow = Selectable<PatchDownloadsTable> & { key_revoked_at: string | null; target_name: string };

/** One page of the record, newest first, optionally of one key and/or one target. */
export function listDownloads(
  db: Db,
  filter: { keyId?: number; targetId?: number },
  page: { limit: number; offset: number },
): Promise<DownloadListRow[]> {
  let query = db
    .selectFrom("patch_downloads as d")
    .innerJoin("patch_targets as t", "t.id", "d.target_id")
    .leftJoin("api_keys as k", "k.id", "d.key_id")
    .select([
      "d.id",
      "d.created_at",
      "d.key_id",
      "d.key_name",
      "k.revoked_at as key_revoked_at",
      "d.target_id",
      "t.name as target_name",
      "d.patch_id",
      "d.version",
      "d.file_name",
      "d.client_ip",
      "d.bytes",
      "d.expected_bytes",
      "d.range",
      "d.completed",
    ])
    .orderBy("d.id", "desc")
    .limit(page.limit)
    .offset(page.offset);
  if (filter.keyId !== undefined) query = query.where("d.key_id", "=", filter.keyId);
  if (filter.targetId !== undefined) query = query.where("d.target_id", "=", filter.targetId);
  return query.execute();
}

/** Every key that ever downloaded, with its totals, most recent first. */
export function listTotals(db: Db) {
  return db
    .selectFrom("patch_download_totals as s")
    .innerJoin("api_keys as k", "k.id", "s.key_id")
    .select([
      "s.key_id",
      "k.name as key_name",
      "k.revoked_at as key_revoked_at",
      "s.downloads",
      "s.completed",
      "s.bytes",
      "s.last_download_at",
    ])
    .orderBy("s.last_download_at", "desc")
    .execute();
}

/** Every target's id and name, by name (the list's filter). */
export function listTargetNames(db: Db) {
  return db.selectFrom("patch_targets").select(["id", "name"]).orderBy("name_key").execute();
}
