import { GROUPS, isAllowed } from "@bastion/shared";
import type { Db } from "../db/database";
import type { AuthUser } from "../plugins/session";
import { assertAllowed, hitRateLimit } from "./rate-limit";

/** How many comments one account may post, across announcements and appeals; 0 means no limit. */
export interface PostingLimits {
  perMinute: number;
  perHour: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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
    { key: `comments:minute:${user.id}`, limit: limits.perMinute, windowMs: MINUTE },
    { key: `comments:hour:${user.id}`, limit: limits.perHour, windowMs: HOUR },
  ];
  for (const { key, limit, windowMs } of windows) {
    if (limit <= 0) continue;
    assertAllowed(
      await hitRateLimit(db, key, { limit, windowMs }),
      (when) => `You are posting comments too quickly. Please try again ${when}.`,
    );
  }
}
