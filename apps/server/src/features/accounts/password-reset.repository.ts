import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";

// Forgot-password requests, one row per e-mailed link (or per request for an address no account uses).

export interface NewResetLink {
  emailKey: string;
  userId: number | null;
  tokenHash: string | null;
  requestedAt: string;
  expiresAt: string;
}

/** Closes every open request for the address (a newer link replaces them) and opens this one. */
export async function replaceResetLinks(db: Db, link: NewResetLink) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("password_resets")
      .set({ used_at: nowIso() })
      .where("email_key", "=", link.emailKey)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("password_resets")
      .values({
        email_key: link.emailKey,
        user_id: link.userId,
        token_hash: link.tokenHash,
        requested_at: link.requestedAt,
        expires_at: link.expiresAt,
        used_at: null,
      })
      .execute();
  });
}

/** The newest request for the address that is still open and was first made after `since`. */
export async function findOpenRequest(db: Db, emailKey: string, since: string) {
  return db
    .selectFrom("password_resets")
    .select(["id", "user_id", "requested_at"])
    .where("email_key", "=", emailKey)
    .where("used_at", "is", null)
    .where("requested_at", ">", since)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function findResetByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom("password_resets")
    .select(["id", "user_id", "expires_at", "used_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Uses a link once: false when another request used it first. */
export async function useResetLink(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("password_resets")
    .set({ used_at: nowIso() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Closes any other open link of the user (after a successful reset). */
export async function closeUserResetLinks(db: Db, userId: number) {
  await db
    .updateTable("password_resets")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
}

/** Deletes requests older than `before`; they can neither be resent nor used. */
export async function purgeOldResets(db: Db, before: string) {
  await db.deleteFrom("password_resets").where("requested_at", "<", before).execute();
}
