import type { Db } from "../../db/database";
import type { NewUser, UserRow } from "./accounts.table";

export const keyOf = (value: string) => value.trim().toLowerCase();

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("username_key", "=", keyOf(username)).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email_key", "=", keyOf(email)).executeTakeFirst();
}

/**
 * Deletes accounts that never verified their e-mail and joined before `joinedBefore`, unless someone
 * gave them a group or permission. They never signed in, so nothing of theirs is lost; their pending
 * verification goes with them (ON DELETE CASCADE). Returns how many were deleted.
 */
export async function deleteStaleUnverified(db: Db, joinedBefore: string): Promise<number> {
  const result = await db
    .deleteFrom("users")
    .where("is_verified", "=", 0)
    .where("date_joined", "<", joinedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("user_groups").select("user_id").whereRef("user_groups.user_id", "=", "users.id"))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom("user_permissions").select("user_id").whereRef("user_permissions.user_id", "=", "users.id")),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto("users").values(user).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function listUsers(db: Db) {
  return db
    .selectFrom("users")
    .select(["id", "username", "email", "is_verified", "is_active", "date_joined"])
    .orderBy("id")
    .execute();
}

export async function findGroupIds(db: Db, names: readonly string[]) {
  if (names.length === 0) return [];
  return db.selectFrom("groups").select(["id", "name"]).where("name", "in", names).execute();
}

export async function listGroupNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("groups").select("name").orderBy("name").execute();
  return rows.map((row) => row.name);
}

export async function addUserGroups(db: Db, userId: number, groupIds: readonly number[]) {
  if (groupIds.length === 0) return;
  await db
    .insertInto("user_groups")
    .values(groupIds.map((group_id) => ({ user_id: userId, group_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeUserGroups(db: Db, userId: number, groupIds: readonly number[]) {
  if (groupIds.length === 0) return;
  await db.deleteFrom("user_groups").where("user_id", "=", userId).where("group_id", "in", groupIds).execute();
}

export async function addUserPermissions(db: Db, userId: number, permissions: readonly string[]) {
  if (permissions.length === 0) return;
  await db
    .insertInto("user_permissions")
    .values(permissions.map((permission) => ({ user_id: userId, permission })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeUserPermissions(db: Db, userId: number, permissions: readonly string[]) {
  if (permissions.length === 0) return;
  await db
    .deleteFrom("user_permissions")
    .where("user_id", "=", userId)
    .where("permission", "in", permissions)
    .execute();
}

async function groupNames(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("user_groups")
    .innerJoin("groups", "groups.id", "user_groups.group_id")
    .select("groups.name")
    .where("user_groups.user_id", "=", userId)
    .orderBy("groups.name")
    .execute();
  return rows.map((row) => row.name);
}

/** The user's groups and the permissions given to them directly (not through a group), sorted. */
export async function findDirectAccess(db: Db, userId: number) {
  const groups = await groupNames(db, userId);
  const permissions = await db
    .selectFrom("user_permissions")
    .select("permission")
    .where("user_id", "=", userId)
    .orderBy("permission")
    .execute();
  return { groups, permissions: permissions.map((row) => row.permission) };
}

/** The user's group names and every permission they hold, directly or through a group. */
export async function findAccess(db: Db, userId: number) {
  const groups = await groupNames(db, userId);
  const permissions = await db
    .selectFrom("user_permissions")
    .select("permission")
    .where("user_id", "=", userId)
    .union(
      db
        .selectFrom("group_permissions")
        .innerJoin("user_groups", "user_groups.group_id", "group_permissions.group_id")
        .select("group_permissions.permission")
        .where("user_groups.user_id", "=", userId),
    )
    .execute();
  return {
    groups,
    permissions: permissions.map((row) => row.permission).sort(),
  };
}
