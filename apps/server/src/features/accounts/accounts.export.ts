import type { Db } from "../../db/database";
import type { ExportSource } from "../../lib/export-format";
import { findLinksOf } from "../minecraft-link/minecraft-link.service";
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
/** The linked Minecraft account (issue 32) comes last, so the columns before it keep their places. */
const COLUMNS = [...ACCOUNT_COLUMNS, "groups", "permissions", "minecraft_uuid", "minecraft_name"] as const;

/**
 * Every account, without password hashes, sessions or tokens (they are never selected), with its
 * linked Minecraft account's uuid and name (null in JSON, an empty cell in CSV, when unlinked).
 */
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
        const ids = batch.map((user) => user.id);
        const { groups, permissions } = await accessOf(db, ids);
        const links = await findLinksOf(db, ids);
        for (const user of batch) {
          yield {
            ...user,
            is_verified: Number(user.is_verified) === 1,
            is_active: Number(user.is_active) === 1,
            groups: groups.get(user.id) ?? [],
            permissions: permissions.get(user.id) ?? [],
            minecraft_uuid: links.get(user.id)?.uuid ?? null,
            minecraft_name: links.get(user.id)?.name ?? null,
          };
        }
        const last = batch.at(-1);
        if (!last || batch.length < 1000) return;
        afterId = last.id;
      }
    })(),
  };
}
