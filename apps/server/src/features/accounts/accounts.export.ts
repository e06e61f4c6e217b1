import type { Db } from "../../db/database";
import type { ExportSource } from "../../lib/export-format";
import { accessOf } from "./account-admin.repository";

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
