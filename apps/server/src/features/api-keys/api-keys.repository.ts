import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { ApiKeyRow, ApiKeysTable } from "./api-keys.table";

export const nameKeyOf = (name: string) => name.trim().toLowerCase();

export async function insertApiKey(db: Db, key: Omit<Insertable<ApiKeysTable>, "id" | "last_used_at" | "revoked_at">) {
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

/** Live keys first, then revoked ones; newest first within each. */
export async function listApiKeys(db: Db): Promise<ApiKeyRow[]> {
  return db
    .selectFrom("api_keys")
    .selectAll()
    .orderBy((eb) => eb.case().when("revoked_at", "is", null).then(0).else(1).end())
    .orderBy("id", "desc")
    .execute();
}

/** Revokes a live key; false when it was already revoked (a concurrent revoke got there first). */
export async function revokeKey(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("api_keys")
    .set({ revoked_at: at })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records a use unless another request recorded one since `notAfter` (instances race harmlessly). */
export async function touchKey(db: Db, id: number, use: { at: string; ip: string; notAfter: string }) {
  await db
    .updateTable("api_keys")
    .set({ last_used_at: use.at, last_used_ip: use.ip })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<=", use.notAfter)]))
    .execute();
}

/** Binds a new key to patch targets (none: the key reads every target). */
export async function insertKeyTargets(db: Db, keyId: number, targetIds: readonly number[]) {
  if (targetIds.length === 0) return;
  await db
    .insertInto("api_key_targets")
    .values(targetIds.map((target_id) => ({ key_id: keyId, target_id })))
    .execute();
}

/** The targets a key is bound to, or every binding of every key when no key is named. */
export async function listKeyTargets(db: Db, keyId?: number) {
  let query = db.selectFrom("api_key_targets").select(["key_id", "target_id"]);
  if (keyId !== undefined) query = query.where("key_id", "=", keyId);
  return query.orderBy("key_id").orderBy("target_id").execute();
}
