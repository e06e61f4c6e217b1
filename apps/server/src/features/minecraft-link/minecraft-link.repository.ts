import type { Db } from "../../db/database";
import type { MinecraftLinkRow } from "./minecraft-link.table";

// The only place that speaks Kysely for links and their codes.

export const findLinkByUser = (db: Db, userId: number): Promise<MinecraftLinkRow | undefined> =>
  db.selectFrom("minecraft_links").selectAll().where("user_id", "=", userId).executeTakeFirst();

/** The link of a Minecraft account, with its account's name. */
export const findLinkByUuid = (db: Db, uuid: string) =>
  db
    .selectFrom("minecraft_links as l")
    .innerJoin("users as u", "u.id", "l.user_id")
    .select(["l.user_id", "l.uuid", "l.name", "u.username"])
    .where("l.uuid", "=", uuid)
    .executeTakeFirst();

/** The links of several accounts at once (a page of comments). */
export async function findLinksByUsers(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom("minecraft_links")
    .select(["user_id", "uuid", "name"])
    .where("user_id", "in", [...userIds])
    .execute();
}

/** Which of these uuids are linked (a slice of LiteBans' history). */
export async function findLinkedUuids(db: Db, uuids: readonly string[]) {
  if (uuids.length === 0) return [];
  return db
    .selectFrom("minecraft_links")
    .select(["uuid", "name"])
    .where("uuid", "in", [...uuids])
    .execute();
}

export async function insertLink(db: Db, row: MinecraftLinkRow): Promise<void> {
  await db.insertInto("minecraft_links").values(row).execute();
}

export async function deleteLink(db: Db, userId: number): Promise<MinecraftLinkRow | undefined> {
  return db.deleteFrom("minecraft_links").where("user_id", "=", userId).returningAll().executeTakeFirst();
}

/** A new name for a linked uuid; nothing when it is the same. Answers whether a row changed. */
export async function renameLink(db: Db, uuid: string, name: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("minecraft_links")
    .set({ name, name_updated_at: at })
    .where("uuid", "=", uuid)
    .where("name", "<>", name)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The code of a Minecraft account: a new one replaces the one it had (one pending code per uuid). */
export async function putCode(
  db: Db,
  row: { uuid: string; name: string; code_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto("minecraft_link_codes")
    .values(row)
    .onConflict((oc) =>
      oc.column("uuid").doUpdateSet({
        name: row.name,
        code_hash: row.code_hash,
        created_at: row.created_at,
        expires_at: row.expires_at,
      }),
    )
    .execute();
}

/** Takes a code by its hash: deleted in the same statement, so it works once even when typed twice at once. */
export const takeCode = (db: Db, codeHash: string) =>
  db.deleteFrom("minecraft_link_codes").where("code_hash", "=", codeHash).returningAll().executeTakeFirst();

/** Codes past their expiry: never accepted, only kept until this sweep. */
export async function deleteExpiredCodes(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom("minecraft_link_codes").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
