import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";

// The pending e-mail verification of an unverified account (one row per account, with the pin that
// the sign-up screen resends with) and the links mailed for it (several, each with its own expiry).

export async function saveVerification(db: Db, userId: number, pinHash: string) {
  await db
    .insertInto("email_verifications")
    .values({ user_id: userId, pin_hash: pinHash, created_at: nowIso() })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ pin_hash: pinHash, created_at: nowIso() }))
    .execute();
}

export async function findVerificationByPin(db: Db, userId: number, pinHash: string) {
  return db
    .selectFrom("email_verifications")
    .select(["id", "user_id"])
    .where("user_id", "=", userId)
    .where("pin_hash", "=", pinHash)
    .executeTakeFirst();
}

export async function replaceVerificationPin(db: Db, userId: number, pinHash: string) {
  const result = await db
    .updateTable("email_verifications")
    .set({ pin_hash: pinHash })
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Adds a link; the account's earlier links keep working until their own expiry. */
export async function addVerificationLink(db: Db, userId: number, link: { tokenHash: string; expiresAt: string }) {
  await db
    .insertInto("email_verification_links")
    .values({ user_id: userId, token_hash: link.tokenHash, created_at: nowIso(), expires_at: link.expiresAt })
    .execute();
}

export async function findVerificationLink(db: Db, tokenHash: string) {
  return db
    .selectFrom("email_verification_links")
    .select(["user_id", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** When the account's newest link was mailed, or undefined when it has none. */
export async function newestLinkAt(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("email_verification_links")
    .select("created_at")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** Forgets the account's pending verification and every link mailed for it. */
export async function deletePendingVerification(db: Db, userId: number) {
  await db.deleteFrom("email_verification_links").where("user_id", "=", userId).execute();
  await db.deleteFrom("email_verifications").where("user_id", "=", userId).execute();
}

/** Marks the account verified and forgets its pending verification; false when it already was verified. */
export async function markVerified(
  db: Db,
  userId: number,
  /** Runs in the same transaction when this call verified the account (the Discord message, issue 32). */
  onVerified?: (trx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("users")
      .set({ is_verified: 1 })
      .where("id", "=", userId)
      .where("is_verified", "=", 0)
      .executeTakeFirst();
    await deletePendingVerification(trx, userId);
    const verified = Number(result.numUpdatedRows) > 0;
    if (verified) await onVerified?.(trx);
    return verified;
  });
}

/** Deletes links past their expiry; they are never accepted, so this only keeps the table small. */
export async function purgeExpiredVerificationLinks(db: Db, now = nowIso()) {
  await db.deleteFrom("email_verification_links").where("expires_at", "<=", now).execute();
}
