import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { PatchesTable, PatchRow, PatchTargetRow } from "./patching.table";

// Targets and patches: the only place that speaks Kysely for them (downloads: patch-downloads.repository.ts).

export const keyOf = (text: string) => text.toLowerCase();

export interface TargetListRow extends PatchTargetRow {
  patch_count: number | string;
  current_id: number | null;
  current_version: string | null;
  current_published_at: string | null;
}

/** Targets with their patch counts and current patch; `ids` limits it to those targets. */
export function listTargets(db: Db, ids?: number[]): Promise<TargetListRow[]> {
  let query = db
    .selectFrom("patch_targets as t")
    .leftJoin("patches as c", (join) => join.onRef("c.target_id", "=", "t.id").on("c.is_current", "=", 1))
    .selectAll("t")
    .select((eb) => [
      eb
        .selectFrom("patches as p")
        .whereRef("p.target_id", "=", "t.id")
        .select(eb.fn.countAll<number | string>().as("n"))
        .as("patch_count"),
      "c.id as current_id",
      "c.version as current_version",
      "c.published_at as current_published_at",
    ])
    .orderBy("t.name_key");
  if (ids) query = query.where("t.id", "in", ids);
  return query.execute() as Promise<TargetListRow[]>;
}

export async function countTargets(db: Db): Promise<number> {
  const row = await db
    .selectFrom("patch_targets")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findTarget(db: Db, id: number): Promise<PatchTargetRow | undefined> {
  return db.selectFrom("patch_targets").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findTargetByName(db: Db, name: string): Promise<PatchTargetRow | undefined> {
  return db.selectFrom("patch_targets").selectAll().where("name_key", "=", keyOf(name)).executeTakeFirst();
}

export async function insertTarget(db: Db, name: string, createdAt: string): Promise<number> {
  const row = await db
    .insertInto("patch_targets")
    .values({ name, name_key: keyOf(name), created_at: createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameTarget(db: Db, id: number, name: string): Promise<void> {
  await db
    .updateTable("patch_targets")
    .set({ name, name_key: keyOf(name) })
    .where("id", "=", id)
    .execute();
}

/**
 * A no-op write on the target's row: a row lock on PostgreSQL (the write lock on SQLite), so two
 * changes of one target's current patch take turns. False when the target does not exist.
 */
export async function lockTarget(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("patch_targets")
    .set((eb) => ({ name: eb.ref("name") }))
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One page of a target's patches, newest first. */
export function listPatches(db: Db, targetId: number, page: { limit: number; offset: number }): Promise<PatchRow[]> {
  return db
    .selectFrom("patches")
    .selectAll()
    .where("target_id", "=", targetId)
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findPatch(db: Db, id: number): Promise<PatchRow | undefined> {
  return db.selectFrom("patches").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findPatchByVersion(db: Db, targetId: number, version: string): Promise<PatchRow | undefined> {
  return db
    .selectFrom("patches")
    .selectAll()
    .where("target_id", "=", targetId)
    .where("version_key", "=", keyOf(version))
    .executeTakeFirst();
}

export function findCurrentPatch(db: Db, targetId: number): Promise<PatchRow | undefined> {
  return db
    .selectFrom("patches")
    .selectAll()
    .where("target_id", "=", targetId)
    .where("is_current", "=", 1)
    .executeTakeFirst();
}

export async function insertPatch(
  db: Db,
  patch: Omit<Insertable<PatchesTable>, "id" | "version_key" | "is_current" | "download_count">,
): Promise<number> {
  const row = await db
    .insertInto("patches")
    .values({ ...patch, version_key: keyOf(patch.version) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes a patch its target's only current one (call with the target locked, in one transaction). */
export async function setCurrent(db: Db, targetId: number, patchId: number): Promise<void> {
  await db
    .updateTable("patches")
    .set({ is_current: 0 })
    .where("target_id", "=", targetId)
    .where("is_current", "=", 1)
    .where("id", "!=", patchId)
    .execute();
  await db.updateTable("patches").set({ is_current: 1 }).where("id", "=", patchId).execute();
}

/** Deletes a patch unless it is current; false when it was current (or gone). */
export async function deletePatchUnlessCurrent(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("patches").where("id", "=", id).where("is_current", "=", 0).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function storageNameInUse(db: Db, storageName: string): Promise<boolean> {
  const row = await db.selectFrom("patches").select("id").where("storage_name", "=", storageName).executeTakeFirst();
  return row !== undefined;
}
