import { sql } from "kysely";
import type { Db } from "../../db/database";
import { isoIn, nowIso } from "../../lib/clock";
import type { PasskeyPurpose, PasskeysTable } from "./passkeys.table";

// The passkeys' queries (issue 29): the credentials, and the challenges of ceremonies under way.

export type PasskeyRow = Omit<PasskeysTable, "id"> & { id: number };

export const listPasskeys = (db: Db, userId: number) =>
  db.selectFrom("passkeys").selectAll().where("user_id", "=", userId).orderBy("id").execute();

/**
 * How many passkeys the account has: one or more make it give a second step after its password.
 * Exported for the required-second-factor policy.
 */
export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("passkeys")
    .select(sql<number>`count(*)`.as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which of the accounts have at least one passkey. */
export async function passkeyUserIds(db: Db, userIds: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom("passkeys").select("user_id").distinct().where("user_id", "in", userIds).execute();
  return rows.map((row) => row.user_id);
}

export const findPasskeyByCredential = (db: Db, credentialId: string) =>
  db.selectFrom("passkeys").selectAll().where("credential_id", "=", credentialId).executeTakeFirst();

/** The account a passkey signs in to, with what decides whether it may. */
export const findAccountOf = (db: Db, userId: number) =>
  db
    .selectFrom("users")
    .select(["id", "username", "is_active", "is_verified"])
    .where("id", "=", userId)
    .executeTakeFirst();

/** One of the account's passkeys; another account's is not found. */
export const findOwnPasskey = (db: Db, userId: number, id: number) =>
  db.selectFrom("passkeys").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();

export async function insertPasskey(db: Db, values: Omit<PasskeysTable, "id" | "last_used_at">): Promise<number> {
  const row = await db
    .insertInto("passkeys")
    .values({ ...values, last_used_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renamePasskey(db: Db, userId: number, id: number, name: string) {
  await db.updateTable("passkeys").set({ name }).where("id", "=", id).where("user_id", "=", userId).execute();
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom("passkeys").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes every passkey of the account (manage reset-two-step); answers how many there were. */
export async function deleteAllPasskeys(db: Db, userId: number): Promise<number> {
  await db.deleteFrom("passkey_challenges").where("user_id", "=", userId).execute();
  const result = await db.deleteFrom("passkeys").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** After a good signature: the authenticator's new counter and when it was used. */
export async function markPasskeyUsed(db: Db, id: number, counter: number) {
  await db.updateTable("passkeys").set({ counter, last_used_at: nowIso() }).where("id", "=", id).execute();
}

export async function insertChallenge(
  db: Db,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: number | null,
  lifetimeMs: number,
) {
  await db
    .insertInto("passkey_challenges")
    .values({ challenge, purpose, user_id: userId, created_at: nowIso(), expires_at: isoIn(lifetimeMs) })
    .execute();
}

/**
 * Uses up a live challenge made for `purpose`: one conditional delete, so of two requests racing
 * with the same signed challenge only one gets the row. Answers the account it was made for (null
 * for a sign-in with a passkey alone), or undefined when it is unknown, used, expired or another
 * ceremony's.
 */
export async function claimChallenge(
  db: Db,
  challenge: string,
  purpose: PasskeyPurpose,
): Promise<{ user_id: number | null } | undefined> {
  return db
    .deleteFrom("passkey_challenges")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .where("expires_at", ">", nowIso())
    .returning("user_id")
    .executeTakeFirst();
}

export async function purgeExpiredChallenges(db: Db) {
  await db.deleteFrom("passkey_challenges").where("expires_at", "<=", nowIso()).execute();
}
