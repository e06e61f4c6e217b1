import { PATCHING_LIMITS, type Patch, type PatchTarget } from "@bastion/shared";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { conflict, notFound } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { retryConflicts } from "../../lib/retry-conflicts";
import { isUniqueViolation } from "../../lib/unique-violation";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import * as repo from "./patching.repository";
import { removeStored } from "./patching.storage";
import type { PatchRow, PatchTargetRow } from "./patching.table";

// The rules of server patching (issue 15): targets, their patches, which one is current. Every
// change is recorded in the audit log in the transaction that makes it. Design: docs/decisions/023.

export const toPatch = (row: PatchRow): Patch => ({
  id: row.id,
  target_id: row.target_id,
  version: row.version,
  file_name: row.file_name,
  size: Number(row.size),
  sha256: row.sha256,
  notes: row.notes,
  published_by: row.published_by,
  published_at: row.published_at,
  downloads: row.download_count,
  is_current: row.is_current === 1,
});

const toTarget = (row: repo.TargetListRow): PatchTarget => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at,
  patch_count: Number(row.patch_count),
  current:
    row.current_id !== null && row.current_version !== null && row.current_published_at !== null
      ? { id: row.current_id, version: row.current_version, published_at: row.current_published_at }
      : null,
});

export const targetAudit = (target: { id: number; name: string }) => ({
  type: "patch_target",
  id: target.id,
  label: target.name,
});
export const patchAudit = (target: { name: string }, patch: { id: number; version: string }) => ({
  type: "patch",
  id: patch.id,
  label: `${target.name} ${patch.version}`,
});

const noTarget = (id: number | string) =>
  notFound(
    typeof id === "number"
      ? msgWith("There is no target with id {id}.", { id })
      : msgWith("There is no target named {id}.", { id }),
  );
const noPatch = (id: number) => notFound(msgWith("There is no patch with id {id}.", { id }));

const nameTaken = (name: string) => {
  const message = msgWith("A target named {name} already exists.", { name });
  return conflict(message, { name: [message] });
};

export async function listTargets(db: Db): Promise<PatchTarget[]> {
  return (await repo.listTargets(db)).map(toTarget);
}

export async function getTarget(db: Db, id: number): Promise<PatchTarget> {
  const [row] = await repo.listTargets(db, [id]);
  if (!row) throw noTarget(id);
  return toTarget(row);
}

export async function requireTarget(db: Db, id: number): Promise<PatchTargetRow> {
  const target = await repo.findTarget(db, id);
  if (!target) throw noTarget(id);
  return target;
}

/** Creates a target (names unique in any case); 409 when taken or when the site has the most it may. */
export async function createTarget(db: Db, name: string, actor: AuditActor): Promise<PatchTarget> {
  if ((await repo.countTargets(db)) >= PATCHING_LIMITS.targets) {
    throw conflict(msgWith("A site can have at most {max} targets.", { max: PATCHING_LIMITS.targets }));
  }
  if (await repo.findTargetByName(db, name)) throw nameTaken(name);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const created = await repo.insertTarget(trx, name, nowIso());
      await recordAudit(trx, { actor, action: "patch_target.create", target: targetAudit({ id: created, name }) });
      return created;
    });
    return getTarget(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function renameTarget(db: Db, id: number, name: string, actor: AuditActor): Promise<PatchTarget> {
  const target = await requireTarget(db, id);
  const other = await repo.findTargetByName(db, name);
  if (other && other.id !== id) throw nameTaken(name);
  if (target.name !== name) {
    try {
      await db.transaction().execute(async (trx) => {
        await repo.renameTarget(trx, id, name);
        await recordAudit(trx, {
          actor,
          action: "patch_target.rename",
          target: targetAudit({ id, name }),
          before: { name: target.name },
          after: { name },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }
  return getTarget(db, id);
}

/** The target with this name (any case), or undefined. */
export const findTargetNamed = (db: Db, name: string) => repo.findTargetByName(db, name);

/** The current patch of the target with this name (any case); 404 when there is none. */
export async function currentPatchOf(db: Db, name: string): Promise<PatchRow> {
  const target = await repo.findTargetByName(db, name);
  if (!target) throw noTarget(name);
  const patch = await repo.findCurrentPatch(db, target.id);
  if (!patch) throw notFound(msgWith("The target {name} has no current patch.", { name: target.name }));
  return patch;
}

/** One page of a target's patches, newest first, with the page count. */
export async function listTargetPatches(db: Db, id: number, page: number) {
  const target = await getTarget(db, id);
  const size = PATCHING_LIMITS.patchesPageSize;
  const [rows, current] = await Promise.all([
    repo.listPatches(db, id, { limit: size, offset: (page - 1) * size }),
    repo.findCurrentPatch(db, id),
  ]);
  return {
    target,
    current: current ? toPatch(current) : null,
    patches: rows.map(toPatch),
    page,
    page_count: Math.max(1, Math.ceil(target.patch_count / size)),
  };
}

export async function requirePatch(db: Db, id: number): Promise<PatchRow> {
  const patch = await repo.findPatch(db, id);
  if (!patch) throw noPatch(id);
  return patch;
}

/**
 * Locks the patch's target and reads the patch again under the lock, so a make-current and a
 * delete of one target take turns (a patch deleted meanwhile is a 404).
 */
async function lockedPatch(trx: Db, id: number): Promise<{ patch: PatchRow; target: PatchTargetRow }> {
  const first = await requirePatch(trx, id);
  if (!(await repo.lockTarget(trx, first.target_id))) throw noPatch(id);
  const patch = await requirePatch(trx, id);
  const target = await requireTarget(trx, patch.target_id);
  return { patch, target };
}

/**
 * Makes a patch its target's current one, in one transaction: from then on the API gives it to
 * the game servers. Making an older patch current is how to roll back. Returns the patch and
 * whether anything changed (it may already have been current).
 */
export async function makeCurrent(db: Db, id: number, actor: AuditActor) {
  return retryConflicts(() =>
    db.transaction().execute(async (trx) => {
      const { patch, target } = await lockedPatch(trx, id);
      if (patch.is_current === 1) return { patch: toPatch(patch), target, changed: false };
      const before = await repo.findCurrentPatch(trx, target.id);
      await repo.setCurrent(trx, target.id, id);
      await recordAudit(trx, {
        actor,
        action: "patch.make_current",
        target: patchAudit(target, patch),
        before: { current: before?.version ?? null },
        after: { current: patch.version },
      });
      await queueDiscordEvent(trx, {
        kind: "patch_published",
        target: target.name,
        version: patch.version,
        notes: patch.notes,
        published: false,
        made_current: true,
        by: actor.username,
      });
      return { patch: toPatch({ ...patch, is_current: 1 }), target, changed: true };
    }),
  );
}

/**
 * Deletes a patch that is not current (409 for the current one: make another current first), then
 * its file. The record of its downloads stays, with its version and file name.
 */
export async function deletePatch(db: Db, root: string, id: number, actor: AuditActor): Promise<Patch> {
  const deleted = await retryConflicts(() =>
    db.transaction().execute(async (trx) => {
      const { patch, target } = await lockedPatch(trx, id);
      if (!(await repo.deletePatchUnlessCurrent(trx, id))) {
        throw conflict(
          `${patch.version} is the current patch of ${target.name}: make another patch current before deleting it.`,
        );
      }
      await recordAudit(trx, {
        actor,
        action: "patch.delete",
        target: patchAudit(target, patch),
        before: { file_name: patch.file_name, size: Number(patch.size), sha256: patch.sha256 },
      });
      return patch;
    }),
  );
  // After the commit: a failure here leaves a file no row names, which the sweep removes.
  await removeStored(root, deleted.storage_name).catch(() => undefined);
  return toPatch(deleted);
}
