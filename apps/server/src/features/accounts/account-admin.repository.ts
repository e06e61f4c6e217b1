import { GROUPS } from "@bastion/shared";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { keyContains } from "../../lib/like";

// The owner console's reads and writes of accounts: the people table, and the changes an owner
// makes to one person.

export interface PeopleFilter {
  search?: string;
  group?: string;
  unverified: boolean;
  deactivated: boolean;
}

const SUMMARY_COLUMNS = [
  "users.id",
  "users.username",
  "users.email",
  "users.is_verified",
  "users.is_active",
  "users.date_joined",
  "users.last_login",
] as const;

function filtered(db: Db, filter: PeopleFilter) {
  let query = db.selectFrom("users");
  const { search, group } = filter;
  if (search)
    query = query.where((eb) => eb.or([keyContains("username_key", search), keyContains("email_key", search)]));
  if (filter.unverified) query = query.where("is_verified", "=", 0);
  if (filter.deactivated) query = query.where("is_active", "=", 0);
  if (group) {
    query = query.where("users.id", "in", (eb) =>
      eb
        .selectFrom("user_groups")
        .innerJoin("groups", "groups.id", "user_groups.group_id")
        .select("user_groups.user_id")
        .where("groups.name", "=", group),
    );
  }
  return query;
}

/**
 * One page of people, newest first. A substring search cannot use a b-tree, so it scans the keys
 * once and counts the matches in the same pass (a window count); without a search the count is
 * a separate query the indexes answer (users_active_idx, users_verified_idx, user_groups_group_idx).
 */
export async function searchPeople(db: Db, filter: PeopleFilter, page: { limit: number; offset: number }) {
  const base = filtered(db, filter);
  if (filter.search) {
    const rows = await base
      .select([...SUMMARY_COLUMNS, (eb) => eb.fn.countAll<number | string>().over().as("total")])
      .orderBy("users.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    // Past the last page no row carries the total: count it (a page nobody reaches by the pager).
    const total = rows[0] ? Number(rows[0].total) : page.offset > 0 ? await countPeople(db, filter) : 0;
    return { rows, total };
  }
  const rows = await base
    .select(SUMMARY_COLUMNS)
    .orderBy("users.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: await countPeople(db, filter) };
}

export async function countPeople(db: Db, filter: PeopleFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The groups and direct permissions of these people, in two queries for a whole page. */
export async function accessOf(db: Db, userIds: readonly number[]) {
  const groups = new Map<number, string[]>();
  const permissions = new Map<number, string[]>();
  if (userIds.length === 0) return { groups, permissions };
  const groupRows = await db
    .selectFrom("user_groups")
    .innerJoin("groups", "groups.id", "user_groups.group_id")
    .select(["user_groups.user_id", "groups.name"])
    .where("user_groups.user_id", "in", userIds)
    .orderBy("groups.name")
    .execute();
  for (const row of groupRows) groups.set(row.user_id, [...(groups.get(row.user_id) ?? []), row.name]);
  const permissionRows = await db
    .selectFrom("user_permissions")
    .select(["user_id", "permission"])
    .where("user_id", "in", userIds)
    .orderBy("permission")
    .execute();
  for (const row of permissionRows) {
    permissions.set(row.user_id, [...(permissions.get(row.user_id) ?? []), row.permission]);
  }
  return { groups, permissions };
}

export async function findPerson(db: Db, id: number) {
  return db
    .selectFrom("users")
    .select([...SUMMARY_COLUMNS, "users.profile_img"])
    .where("users.id", "=", id)
    .executeTakeFirst();
}

export async function countLiveSessions(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .where("expires_at", ">", nowIso())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Active accounts in the owner group other than `exceptId`. Called inside the transaction that
 * would take the group away, after lockOwnerGroup.
 */
export async function countOtherActiveOwners(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom("user_groups")
    .innerJoin("groups", "groups.id", "user_groups.group_id")
    .innerJoin("users", "users.id", "user_groups.user_id")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("groups.name", "=", GROUPS.owner)
    .where("users.is_active", "=", 1)
    .where("users.id", "<>", exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A no-op write to the owner group's row: two transactions that could each remove an owner take
 * turns on it (a row lock on PostgreSQL, the write lock on SQLite), so they cannot both see the
 * other owner still there and leave the site with none.
 */
export async function lockOwnerGroup(db: Db) {
  await db.updateTable("groups").set({ name: GROUPS.owner }).where("name", "=", GROUPS.owner).execute();
}

export async function setFlags(db: Db, userId: number, flags: { is_active?: number; is_verified?: number }) {
  await db.updateTable("users").set(flags).where("id", "=", userId).execute();
}

export async function deletePendingVerification(db: Db, userId: number) {
  await db.deleteFrom("email_verifications").where("user_id", "=", userId).execute();
}

/**
 * Deletes the account. The foreign keys do the rest in the same statement: sessions, groups,
 * permissions, pending verifications and resets, their appeals (with those appeals' comments) and
 * their comments go; announcements, appeals they last updated, contact messages and audit entries
 * stay with the link set to null.
 */
export async function deleteUser(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom("users").where("id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countAccounts(db: Db, joinedSince: string) {
  const count = async (query: ReturnType<typeof db.selectFrom<"users">>) =>
    Number((await query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow()).count);
  return {
    total: await count(db.selectFrom("users")),
    new_this_week: await count(db.selectFrom("users").where("date_joined", ">=", joinedSince)),
    unverified: await count(db.selectFrom("users").where("is_verified", "=", 0)),
    deactivated: await count(db.selectFrom("users").where("is_active", "=", 0)),
  };
}
