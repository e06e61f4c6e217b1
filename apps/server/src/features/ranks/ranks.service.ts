import {
  BUILT_IN_RANK_REFUSED,
  DEFAULT_PROFILE_IMG,
  GROUP_PERMISSION_NAMES,
  GROUPS,
  msg,
  RANK_NAME_TAKEN,
  RANK_NOT_FOUND,
  RANKS_MAX,
  type Rank,
  type RankFields,
  STAFF_PAGE_MAX,
  type StaffList,
} from "@bastion/shared";
import type { Db } from "../../db/database";
import { badRequest, conflict, notFound, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { renamePolicyGroup } from "../accounts/second-factor-policy.service";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import * as repo from "./ranks.repository";

export const OWNER_NARROWED = msg("The owner group's permissions cannot be narrowed: the owner passes every check.");
export const BUILT_IN_RENAMED = msg("Built-in groups keep their names (the site checks them by name).");
export const ORDER_INCOMPLETE = msg("The order must name every group once.");

const toRank = (row: repo.RankRow, permissions: string[]): Rank => ({
  id: row.id,
  name: row.name,
  description: row.description,
  colour: row.colour,
  badge: row.badge,
  position: row.position,
  is_staff: row.is_staff === 1,
  built_in: row.built_in === 1,
  // The owner passes every check, whatever its rows say.
  permissions: row.name === GROUPS.owner ? [...GROUP_PERMISSION_NAMES] : permissions,
  members: Number(row.members ?? 0),
});

/** Every group, highest rank first, with its permissions and member count. */
export async function listRanks(db: Db): Promise<Rank[]> {
  const [rows, pairs] = await Promise.all([repo.listRanks(db), repo.listGroupPermissions(db)]);
  return rows.map((row) =>
    toRank(
      row,
      pairs.filter((pair) => pair.group_id === row.id).map((pair) => pair.permission),
    ),
  );
}

async function rankById(db: Db, id: number): Promise<Rank> {
  const found = (await listRanks(db)).find((rank) => rank.id === id);
  if (!found) throw notFound(RANK_NOT_FOUND);
  return found;
}

const taken = () => conflict(RANK_NAME_TAKEN, { name: [`${RANK_NAME_TAKEN} Choose another.`] });

const snapshot = (rank: Pick<Rank, "name" | "description" | "colour" | "badge" | "is_staff" | "permissions">) => ({
  name: rank.name,
  description: rank.description,
  colour: rank.colour,
  badge: rank.badge,
  staff: rank.is_staff,
  permissions: rank.permissions,
});

const target = (id: number, name: string) => ({ type: "group", id, label: name });

/** A new group, ranked last, audited. */
export async function createRank(db: Db, fields: RankFields, actor: AuditActor): Promise<Rank> {
  const id = await db.transaction().execute(async (trx) => {
    if (await repo.findByNameKey(trx, fields.name)) throw taken();
    if ((await repo.countGroups(trx)) >= RANKS_MAX)
      throw badRequest(msgWith("The site holds at most {max} groups.", { max: RANKS_MAX }));
    const { permissions, ...values } = fields;
    const newId = await repo.insertRank(trx, values);
    await repo.setPermissions(trx, newId, permissions);
    await recordAudit(trx, {
      actor,
      action: "group.create",
      target: target(newId, fields.name),
      after: snapshot(fields),
    });
    return newId;
  });
  return rankById(db, id);
}

/** Edits a group: built-ins keep their names, the owner's permissions stay whole. Answers whether it changed. */
export async function updateRank(
  db: Db,
  id: number,
  fields: RankFields,
  actor: AuditActor,
): Promise<{ rank: Rank; changed: boolean }> {
  const before = await rankById(db, id);
  if (before.built_in && fields.name !== before.name) throw validation({ name: [BUILT_IN_RENAMED] }, BUILT_IN_RENAMED);
  const isOwner = before.name === GROUPS.owner;
  if (isOwner && GROUP_PERMISSION_NAMES.some((name) => !fields.permissions.includes(name))) {
    throw validation({ permissions: [OWNER_NARROWED] }, OWNER_NARROWED);
  }
  const was = snapshot(before);
  const next = snapshot(fields);
  if (JSON.stringify(was) === JSON.stringify(next)) return { rank: before, changed: false };
  await db.transaction().execute(async (trx) => {
    if (await repo.findByNameKey(trx, fields.name, id)) throw taken();
    const { permissions, ...values } = fields;
    await repo.updateRank(trx, id, values);
    // The owner's rows stay as they were: it passes every check without them.
    if (!isOwner) await repo.setPermissions(trx, id, permissions);
    if (fields.name !== before.name) await renamePolicyGroup(trx, before.name, fields.name);
    await recordAudit(trx, {
      actor,
      action: "group.update",
      target: target(id, fields.name),
      before: was,
      after: next,
    });
  });
  return { rank: await rankById(db, id), changed: true };
}

/** Deletes a custom group and its memberships; built-ins are refused (409). Answers the group's name and member count. */
export async function deleteRank(db: Db, id: number, actor: AuditActor): Promise<{ name: string; members: number }> {
  const before = await rankById(db, id);
  if (before.built_in) throw conflict(BUILT_IN_RANK_REFUSED);
  await db.transaction().execute(async (trx) => {
    await repo.deleteRank(trx, id);
    await renamePolicyGroup(trx, before.name, null);
    await recordAudit(trx, {
      actor,
      action: "group.delete",
      target: target(id, before.name),
      before: { ...snapshot(before), members: before.members },
    });
  });
  return { name: before.name, members: before.members };
}

/** Saves the whole rank order (every group's id once, highest first). Answers whether it changed. */
export async function orderRanks(db: Db, ids: readonly number[], actor: AuditActor): Promise<boolean> {
  const ranks = await listRanks(db);
  const known = new Set(ranks.map((rank) => rank.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw validation({ ids: [ORDER_INCOMPLETE] }, ORDER_INCOMPLETE);
  }
  const before = ranks.map((rank) => rank.name);
  const nameOf = new Map(ranks.map((rank) => [rank.id, rank.name]));
  const after = ids.map((id) => nameOf.get(id) ?? "");
  if (before.join("\n") === after.join("\n")) return false;
  await db.transaction().execute(async (trx) => {
    for (const [position, id] of ids.entries()) await repo.setPosition(trx, id, position);
    await recordAudit(trx, {
      actor,
      action: "group.order",
      target: { type: "group", id: null, label: "Rank order" },
      before: { order: before },
      after: { order: after },
    });
  });
  return true;
}

/** The staff page: staff groups in rank order, each member once under their highest, capped. */
export async function staffList(db: Db): Promise<StaffList> {
  const rows = await repo.listStaff(db, STAFF_PAGE_MAX);
  const shown = rows.slice(0, STAFF_PAGE_MAX);
  const ranks: StaffList["ranks"] = [];
  let current: { id: number; entry: StaffList["ranks"][number] } | undefined;
  for (const row of shown) {
    if (current?.id !== row.group_id) {
      current = { id: row.group_id, entry: { name: row.name, badge: row.badge, colour: row.colour, members: [] } };
      ranks.push(current.entry);
    }
    current.entry.members.push({ username: row.username, profile_img: row.profile_img || DEFAULT_PROFILE_IMG });
  }
  const more = rows.length > STAFF_PAGE_MAX ? (await repo.countStaff(db)) - STAFF_PAGE_MAX : 0;
  return { ranks, more };
}
