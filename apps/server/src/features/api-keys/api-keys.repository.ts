import type { Db } from "../../db/database";
import type { ApiKeyRow } from "./api-keys.table";

export const nameKeyOf = (name: string) => name.trim().toLowerCase();

export async function insertApiKey(db: Db, key: Omit<ApiKeyRow, "id" | "last_used_at" | "revoked_at">) {
  const row = await db.insertInto("api_keys").values(key).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function findLiveKeyByName(db: Db, name: string): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom("api_keys")
    .selectAll()
    .where("name_key", "=", nameKeyOf(name))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}

export async function findKeyById(db: Db, id: number): Promise<ApiKeyRow | undefined> {
  return db.selectFrom("api_keys").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom("api_keys").selectAll().where("key_hash", "=", keyHash).executeTakeFirst();
}

export async function listApiKeys(db: Db): Promise<ApiKeyRow[]> {
  return db.selectFrom("api_keys").selectAll().orderBy("id").execute();
}

export async function revokeKey(db: Db, id: number, at: string) {
  await db
    .updateTable("api_keys")
    .set({ revoked_at: at })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
}

export async function touchKey(db: Db, id: number, at: string) {
  await db.updateTable("api_keys").set({ last_used_at: at }).where("id", "=", id).execute();
}
