import { sql } from "kysely";
import type { Db } from "../../db/database";
import { isoIn, nowIso } from "../../lib/clock";

export const findAuthenticator = (db: Db, userId: number) =>
  db.selectFrom("user_authenticators").selectAll().where("user_id", "=", userId).executeTakeFirst();

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return row?.password_hash;
}

/** Whether sign-in asks this account for a code. */
export async function hasTwoStep(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("user_authenticators")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of the accounts ask for a code at sign-in. */
export async function twoStepUserIds(db: Db, userIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom("user_authenticators")
    .select("user_id")
    .where("user_id", "in", userIds)
    .where("confirmed_at", "is not", null)
    .execute();
  return rows.map((row) => row.user_id);
}

/** A new, unconfirmed secret (replacing an unconfirmed one). */
export async function savePendingAuthenticator(db: Db, userId: number, secretEncrypted: string) {
  await db.deleteFrom("user_authenticators").where("user_id", "=", userId).where("confirmed_at", "is", null).execute();
  await db
    .insertInto("user_authenticators")
    .values({
      user_id: userId,
      secret_encrypted: secretEncrypted,
      created_at: nowIso(),
      confirmed_at: null,
      last_step: null,
    })
    .execute();
}

/**
 * Records that the code of `step` was used, only if no code of that step or a later one was: one
 * conditional update, so two requests racing with the same code cannot both pass.
 */
export async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable("user_authenticators")
    .set({ last_step: step })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function confirmAuthenticator(db: Db, userId: number) {
  await db.updateTable("user_authenticators").set({ confirmed_at: nowIso() }).where("user_id", "=", userId).execute();
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("recovery_codes")
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

/** Uses up an unused recovery code; false when there is none with that hash. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select(sql<number>`count(*)`.as("left"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** Removes the account's authenticator only (its passkeys still ask for a second step). */
export async function removeAuthenticator(db: Db, userId: number) {
  await db.deleteFrom("user_authenticators").where("user_id", "=", userId).execute();
}

/** Removes the account's authenticator, recovery codes and waiting second steps. */
export async function removeTwoStep(db: Db, userId: number) {
  await db.deleteFrom("second_steps").where("user_id", "=", userId).execute();
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  const result = await db.deleteFrom("user_authenticators").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertSecondStep(db: Db, userId: number, tokenHash: string, lifetimeMs: number) {
  await db
    .insertInto("second_steps")
    .values({ token_hash: tokenHash, user_id: userId, created_at: nowIso(), expires_at: isoIn(lifetimeMs) })
    .execute();
}

/** The waiting second step behind a token, with its (active) account; undefined once expired. */
export const findSecondStep = (db: Db, tokenHash: string) =>
  db
    .selectFrom("second_steps")
    .innerJoin("users", "users.id", "second_steps.user_id")
    .select(["second_steps.user_id", "users.username"])
    .where("second_steps.token_hash", "=", tokenHash)
    .where("second_steps.expires_at", ">", nowIso())
    .where("users.is_active", "=", 1)
    .executeTakeFirst();

/** Ends a waiting second step once: of two requests racing to finish it, only one gets true. */
export async function claimSecondStep(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom("second_steps")
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteSecondStep(db: Db, tokenHash: string) {
  await db.deleteFrom("second_steps").where("token_hash", "=", tokenHash).execute();
}

export async function purgeExpiredSecondSteps(db: Db) {
  await db.deleteFrom("second_steps").where("expires_at", "<=", nowIso()).execute();
}
