import type { Db } from "../../db/database";
import type { ExportSource } from "../../lib/export-format";

/** The account's own columns; never password_hash (sessions and tokens are other tables). */
const ACCOUNT_COLUMNS = [
  "id",
  "username",
  "email",
  "is_verified",
  "is_active",
  "date_joined",
  "last_login",
  "minecraft_username",
  "discord_username",
  "about_me",
  "profile_img",
] as const;
const COLUMNS = [...ACCOUNT_COLUMNS, "groups", "permissions"] as const;

/** Groups and permissions of one batch of users, in two queries. */
async function accessOf(db: Db, ids: number[]) {
  const groups = new Map<number, string[]>();
  const permissions = new Map<number, string[]>();
  if (ids.length === 0) return { groups, permissions };
  const groupRows = await db
    .selectFrom("user_groups")
    .innerJoin("groups", "groups.id", "user_groups.group_id")
    .select(["user_groups.user_id", "groups.name"])
    .where("user_groups.user_id", "in", ids)
    .orderBy("groups.name")
    .execute();
  for (const row of groupRows) groups.set(row.user_id, [...(groups.get(row.user_id) ?? []), row.name]);
  const permissionRows = await db
    .selectFrom("user_permissions")
    .select(["user_id", "permission"])
    .where("user_id", "in", ids)
    .orderBy("permission")
    .execute();
  for (const row of permissionRows)
    permissions.set(row.user_id, [...(permissions.get(row.user_id) ?? []), row.permission]);
  return { groups, permissions };
}

/** Every account, without password hashes, sessions or tokens (they are never selected). */
export function usersExport(db: Db): ExportSource {
  return {
    columns: COLUMNS,
    rows: (async function* () {
      let afterId = 0;
      for (;;) {
        const batch = await db
          .selectFrom("users")
          .select(ACCOUNT_COLUMNS)
          .where("id", ">", afterId)
          .orderBy("id")
          .limit(1000)
          .execute();
        const { groups, permissions } = await accessOf(
          db,
          batch.map((user) => user.id),
        );
        for (const user of batch) {
          yield {
            ...user,
            is_verified: Number(user.is_verified) === 1,
            is_active: Number(user.is_active) === 1,
            groups: groups.get(user.id) ?? [],
            permissions: permissions.get(user.id) ?? [],
          };
        }
        const last = batch.at(-1);
        if (!last || batch.length < 1000) return;
        afterId = last.id;
      }
    })(),
  };
}
