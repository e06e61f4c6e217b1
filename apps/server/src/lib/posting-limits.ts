import { GROUPS, isAllowed } from "@bastion/shared";
import type { AuthUser } from "../auth-user";
import type { PostingLimits } from "../config";
import type { Db } from "../db/database";
import { msgWith } from "./i18n/translate";
import { assertAllowed, checkRateLimit, hitRateLimit } from "./rate-limit";

export type { PostingLimits } from "../config";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The owner and administrators moderate; flood control is for everyone else. */
const isStaff = (user: AuthUser) => isAllowed(user, { group: GROUPS.administrators });

/**
 * Flood control for comments: counts one post for the account in a one-minute and a one-hour
 * window kept in the database (so every app instance counts together), and refuses with 429 and
 * when to try again once either is used up.
 */
export async function countComment(db: Db, user: AuthUser, limits: PostingLimits): Promise<void> {
  if (isStaff(user)) return;
  const windows = [
    { key: `comments:minute:${user.id}`, limit: limits.commentsPerMinute, windowMs: MINUTE },
    { key: `comments:hour:${user.id}`, limit: limits.commentsPerHour, windowMs: HOUR },
  ];
  for (const { key, limit, windowMs } of windows) {
    if (limit <= 0) continue;
    assertAllowed(await hitRateLimit(db, key, { limit, windowMs }), (when) =>
      msgWith("You are posting comments too quickly. Please try again {when}.", { when: { nested: when } }),
    );
  }
}

const appealsKey = (user: AuthUser) => `appeals:day:${user.id}`;

/**
 * Refuses a new appeal (429) once the account has submitted its allowance in the current day window.
 * Only appeals that were created count (countAppeal), so a mistyped name costs nothing.
 */
export async function assertMayAppeal(db: Db, user: AuthUser, limits: PostingLimits): Promise<void> {
  if (isStaff(user) || limits.appealsPerDay <= 0) return;
  assertAllowed(await checkRateLimit(db, appealsKey(user), { limit: limits.appealsPerDay, windowMs: DAY }), (when) =>
    msgWith("You have submitted as many appeals as one account may in a day. Please try again {when}.", {
      when: { nested: when },
    }),
  );
}

/** Counts an appeal that was created against the account's daily allowance. */
export async function countAppeal(db: Db, user: AuthUser, limits: PostingLimits): Promise<void> {
  if (isStaff(user) || limits.appealsPerDay <= 0) return;
  await hitRateLimit(db, appealsKey(user), { limit: limits.appealsPerDay, windowMs: DAY });
}

/** Pictures (avatars and announcement covers) one account may upload in an hour, refused or not. */
export const PICTURE_UPLOADS_PER_HOUR = 20;

/**
 * Counts a picture upload against the account's hourly allowance and refuses it (429, with when to
 * try again) once that is used up: decoding pictures is the costliest thing a person can ask for.
 * Staff count too; the allowance is about the server's memory, not about flooding others.
 */
export async function countPictureUpload(db: Db, user: AuthUser): Promise<void> {
  assertAllowed(
    await hitRateLimit(db, `pictures:hour:${user.id}`, { limit: PICTURE_UPLOADS_PER_HOUR, windowMs: HOUR }),
    (when) => msgWith("You have uploaded too many pictures. Please try again {when}.", { when: { nested: when } }),
  );
}
