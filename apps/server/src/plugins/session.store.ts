import type { Db } from "../db/database";
import { isoIn, nowIso } from "../lib/clock";

/** How long sessions live: `idleMs` after the last use, and never past `maxMs` after sign-in. */
export interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

/** The expiry to write now: idle expiry, capped by the absolute one. */
const expiryFrom = (createdAt: string, lifetime: SessionLifetime) =>
  new Date(Math.min(Date.now() + lifetime.idleMs, Date.parse(createdAt) + lifetime.maxMs)).toISOString();

import { hashToken, randomToken } from "../lib/tokens";

export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Creates a session and returns the raw token for the cookie; only its hash is stored. Every sign-in
 * (login, first-run setup, verification) starts a session here, so this is where the account's last
 * sign-in is recorded, and where a session starts confirmed (issue 29): one place that no sign-in
 * road can miss.
 */
export async function createSession(
  db: Db,
  userId: number,
  lifetime: SessionLifetime,
  meta: SessionMeta,
): Promise<string> {
  const token = randomToken();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("sessions")
      .values({
        id_hash: hashToken(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        confirmed_at: now,
        expires_at: expiryFrom(now, lifetime),
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
    await trx.updateTable("users").set({ last_login: now }).where("id", "=", userId).execute();
  });
  return token;
}

/**
 * The live session behind a token with its (active) user, or undefined. The absolute cap is checked
 * here too, so lowering SESSION_MAX_DAYS ends older sessions at once.
 */
export async function findLiveSession(db: Db, token: string, lifetime: SessionLifetime) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id_hash",
      "sessions.created_at",
      "sessions.last_seen_at",
      "sessions.confirmed_at",
      "users.id as user_id",
      "users.username",
      "users.profile_img",
      "users.locale",
    ])
    .where("sessions.id_hash", "=", hashToken(token))
    .where("sessions.expires_at", ">", nowIso())
    .where("sessions.created_at", ">", isoIn(-lifetime.maxMs))
    .where("users.is_active", "=", 1)
    .executeTakeFirst();
}

/** Slides the expiry forward, never past the absolute cap. */
export async function touchSession(
  db: Db,
  session: { id_hash: string; created_at: string },
  lifetime: SessionLifetime,
) {
  const idHash = session.id_hash;
  await db
    .updateTable("sessions")
    .set({ last_seen_at: nowIso(), expires_at: expiryFrom(session.created_at, lifetime) })
    .where("id_hash", "=", idHash)
    .execute();
}

/** Records that the session's owner has just proved who they are again; answers when. */
export async function markConfirmed(db: Db, idHash: string): Promise<string> {
  const now = nowIso();
  await db.updateTable("sessions").set({ confirmed_at: now }).where("id_hash", "=", idHash).execute();
  return now;
}

export async function deleteSession(db: Db, idHash: string) {
  await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
}

/**
 * Ends every session of a user, except (optionally) the one making the request; with `handle`, only
 * the one whose hash starts with it (the own-sessions list's handle). Returns how many ended.
 */
export async function deleteUserSessions(db: Db, userId: number, exceptIdHash?: string, handle?: string) {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptIdHash) query = query.where("id_hash", "!=", exceptIdHash);
  if (handle) query = query.where("id_hash", "like", `${handle}%`);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function purgeExpiredSessions(db: Db) {
  await db.deleteFrom("sessions").where("expires_at", "<=", nowIso()).execute();
}

/** The most sessions a person's own list shows, the most recently used first. */
export const OWN_SESSIONS_SHOWN = 50;

/**
 * A user's live sessions, the most recently used first. An expiry is never written past the
 * absolute cap (expiryFrom), so `expires_at` alone says which are live.
 */
export function listLiveSessions(db: Db, userId: number) {
  return db
    .selectFrom("sessions")
    .select(["id_hash", "created_at", "last_seen_at", "ip", "user_agent"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", nowIso())
    .orderBy("last_seen_at", "desc")
    .orderBy("created_at", "desc")
    .limit(OWN_SESSIONS_SHOWN)
    .execute();
}
