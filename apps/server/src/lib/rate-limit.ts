import { sql } from "kysely";
import type { Db } from "../db/database";
import { isoIn, nowIso } from "./clock";
import { HttpError } from "./errors";
import { msgWith } from "./i18n/translate";

// Fixed-window counters kept in the database, so every instance of the app counts together.
// Any feature can use them: login failures, resends, contact messages.

export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  /** False once the window holds more hits than the limit (hitRateLimit) or reached it (checkRateLimit). */
  allowed: boolean;
  hits: number;
  /** Seconds until the window ends (0 when nothing is counted). */
  retryAfterSeconds: number;
}

const secondsUntil = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

/**
 * Counts one hit against `key` and says whether it is within the limit. Atomic: one upsert that
 * starts a new window when the old one has ended, so concurrent requests on any instance count once each.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const now = nowIso();
  const expires = isoIn(rule.windowMs);
  const ended = sql<boolean>`rate_limits.expires_at <= ${now}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, hits: 1, window_started_at: now, expires_at: expires })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`CASE WHEN ${ended} THEN 1 ELSE rate_limits.hits + 1 END`,
        window_started_at: sql<string>`CASE WHEN ${ended} THEN ${now} ELSE rate_limits.window_started_at END`,
        expires_at: sql<string>`CASE WHEN ${ended} THEN ${expires} ELSE rate_limits.expires_at END`,
      }),
    )
    .returning(["hits", "expires_at"])
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  return { allowed: hits <= rule.limit, hits, retryAfterSeconds: secondsUntil(row.expires_at) };
}

/** Whether another hit would still be allowed, without counting one (e.g. before checking a password). */
export async function checkRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const row = await db
    .selectFrom("rate_limits")
    .select(["hits", "expires_at"])
    .where("key", "=", key)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  if (!row) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  const hits = Number(row.hits);
  return { allowed: hits < rule.limit, hits, retryAfterSeconds: secondsUntil(row.expires_at) };
}

/**
 * Takes back one hit counted with hitRateLimit (e.g. a login attempt that turned out to be right),
 * atomically, never below zero.
 */
export async function giveBackRateLimit(db: Db, key: string): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set({ hits: sql<number>`rate_limits.hits - 1` })
    .where("key", "=", key)
    .where("hits", ">", 0)
    .execute();
}

/** Forgets every counter whose key starts with `prefix` (e.g. one account's per-address counters). */
export async function resetRateLimitsStartingWith(db: Db, prefix: string): Promise<void> {
  await db.deleteFrom("rate_limits").where(sql<string>`substr(key, 1, ${prefix.length})`, "=", prefix).execute();
}

/** Forgets a counter (e.g. an account's failed logins after a successful one). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Deletes ended windows; they are never read, so this only keeps the table small. */
export async function purgeExpiredRateLimits(db: Db): Promise<void> {
  await db.deleteFrom("rate_limits").where("expires_at", "<=", nowIso()).execute();
}

/**
 * "in 15 minutes", "in 40 seconds", "in 1 hour": when a person may try again. A message takes it as
 * a nested value (`{ when: { nested: when } }`), translated with the sentence around it.
 */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) return msgWith("in {count, plural, one {# second} other {# seconds}}", { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return msgWith("in {count, plural, one {# minute} other {# minutes}}", { count: minutes });
  return msgWith("in {count, plural, one {# hour} other {# hours}}", { count: Math.ceil(minutes / 60) });
}

/** A 429; the error handler sends its Retry-After header. */
export class RateLimitedError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, retryAfterSeconds);
  }
}

/** Throws a RateLimitedError when `result` is over the limit; `message` gets when to retry. */
export function assertAllowed(result: RateLimitResult, message: (when: string) => string): void {
  if (!result.allowed) {
    throw new RateLimitedError(message(retryAfterText(result.retryAfterSeconds)), result.retryAfterSeconds);
  }
}
