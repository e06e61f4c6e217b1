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
 * The ids of one page of people, newest first, and how many match, counted no further than `countTo`.
 * One pass in id order that stops once it has found enough: a common search or no search at all
 * stops early; a rare or missing one reads every key once (a substring cannot use a b-tree; on
 * SQLite users_search_idx keeps that read to the id and the two keys).
 */
export async function searchPeople(
  db: Db,
  filter: PeopleFilter,
  page: { limit: number; offset: number; countTo: number },
) {
  const seen = Math.max(page.countTo, page.offset + page.limit) + 1;
  const ids = (await filtered(db, filter).select("users.id").orderBy("users.id", "desc").limit(seen).execute()).map(
    (row) => row.id,
  );
  const pageIds = ids.slice(page.offset, page.offset + page.limit);
  const rows =
    pageIds.length === 0
      ? []
      : await db
          .selectFrom("users")
          .select(SUMMARY_COLUMNS)
          .where("users.id", "in", pageIds)
          .orderBy("users.id", "desc")
          .execute();
  return { rows, matched: Math.min(ids.length, seen - 1), more: ids.length === seen };
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

/** Turns the account on or off. Verification goes only one way (registration.repository's markVerified). */
export async function setFlags(db: Db, userId: number, flags: { is_active: number }) {
  await db.updateTable("users").set(flags).where("id", "=", userId).execute();
}

/**
 * Deletes the account. The foreign keys do the rest in the same statement: sessions, groups,
 * permissions, pending verifications and resets, their appeals (with those appeals' comments), their
 * comments and their news networks go; announcements, appeals they last updated, contact messages and audit entries
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
