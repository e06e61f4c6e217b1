import type { Db } from "../../db/database";

/** settings row holding the SHA-256 of the current setup token (the token itself is only in its file). */
const TOKEN_KEY = "setup_token_hash";

/** Whether any account has the owner group, other than `exceptUserId` when given. */
export async function ownerExists(db: Db, exceptUserId?: number): Promise<boolean> {
  let query = db
    .selectFrom("user_groups")
    .innerJoin("groups", "groups.id", "user_groups.group_id")
    .select("user_groups.user_id")
    .where("groups.name", "=", "owner");
  if (exceptUserId !== undefined) query = query.where("user_groups.user_id", "<>", exceptUserId);
  return Boolean(await query.limit(1).executeTakeFirst());
}

/** Accounts that are not in the owner group. */
export async function countNonOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("user_groups")
            .innerJoin("groups", "groups.id", "user_groups.group_id")
            .select("user_groups.user_id")
            .whereRef("user_groups.user_id", "=", "users.id")
            .where("groups.name", "=", "owner"),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function storedTokenHash(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", TOKEN_KEY).executeTakeFirst();
  return row?.value;
}

/**
 * Replaces the stored hash only if it is still `expected` (undefined: none stored): of several
 * instances starting at once, one issues the token and the others find it.
 */
export async function replaceTokenHash(db: Db, expected: string | undefined, next: string): Promise<boolean> {
  if (expected === undefined) {
    const inserted = await db
      .insertInto("settings")
      .values({ key: TOKEN_KEY, value: next })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable("settings")
    .set({ value: next })
    .where("key", "=", TOKEN_KEY)
    .where("value", "=", expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Deletes the stored hash if it is `hash`; true for the one caller that did (the token is used once). */
export async function consumeTokenHash(db: Db, hash: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom("settings")
    .where("key", "=", TOKEN_KEY)
    .where("value", "=", hash)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

export async function forgetTokenHash(db: Db): Promise<void> {
  await db.deleteFrom("settings").where("key", "=", TOKEN_KEY).execute();
}
