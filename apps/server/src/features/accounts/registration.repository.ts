import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";

// The pending e-mail verification of an unverified account (one row per account).

export async function saveVerification(
  db: Db,
  userId: number,
  values: { pinHash: string; tokenHash: string; expiresAt: string },
) {
  await db
    .insertInto("email_verifications")
    .values({
      user_id: userId,
      pin_hash: values.pinHash,
      token_hash: values.tokenHash,
      created_at: nowIso(),
      expires_at: values.expiresAt,
    })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        pin_hash: values.pinHash,
        token_hash: values.tokenHash,
        created_at: nowIso(),
        expires_at: values.expiresAt,
      }),
    )
    .execute();
}

export async function findVerificationByPin(db: Db, userId: number, pinHash: string) {
  return db
    .selectFrom("email_verifications")
    .select(["id", "user_id", "expires_at"])
    .where("user_id", "=", userId)
    .where("pin_hash", "=", pinHash)
    .executeTakeFirst();
}

export async function findVerificationByUser(db: Db, userId: number) {
  return db.selectFrom("email_verifications").select(["id"]).where("user_id", "=", userId).executeTakeFirst();
}

export async function findVerificationByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom("email_verifications")
    .select(["id", "user_id", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function replaceVerificationToken(db: Db, id: number, tokenHash: string, expiresAt: string) {
  await db
    .updateTable("email_verifications")
    .set({ token_hash: tokenHash, expires_at: expiresAt })
    .where("id", "=", id)
    .execute();
}

export async function replaceVerificationPin(db: Db, userId: number, pinHash: string) {
  const result = await db
    .updateTable("email_verifications")
    .set({ pin_hash: pinHash })
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks the account verified and forgets its pending verification; false when it already was verified. */
export async function markVerified(db: Db, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("users")
      .set({ is_verified: 1 })
      .where("id", "=", userId)
      .where("is_verified", "=", 0)
      .executeTakeFirst();
    await trx.deleteFrom("email_verifications").where("user_id", "=", userId).execute();
    return Number(result.numUpdatedRows) > 0;
  });
}
