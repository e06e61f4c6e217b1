import type { Db } from "../../db/database";
import { HOUR_MS } from "../../lib/clock";
import { purgeExpiredRateLimits } from "../../lib/rate-limit";
import { deleteStaleUnverified } from "./accounts.repository";
import { purgeOldResets } from "./password-reset.repository";
import { purgeExpiredVerificationLinks } from "./registration.repository";

const DAY_MS = 24 * HOUR_MS;
/** Used and expired reset links are kept a week, so an old link still answers 410 rather than 404. */
const RESET_ROWS_KEPT_MS = 7 * DAY_MS;
/**
 * An account whose e-mail was never verified is deleted after a week, so a mistyped or borrowed
 * address does not hold a username (or someone else's e-mail address) for ever.
 */
export const UNVERIFIED_KEPT_MS = 7 * DAY_MS;

/** The hourly clean-up of the accounts feature; returns how many unverified accounts went. */
export async function sweepAccounts(db: Db, now = Date.now()): Promise<{ unverifiedDeleted: number }> {
  const before = (ms: number) => new Date(now - ms).toISOString();
  await purgeExpiredRateLimits(db);
  await purgeOldResets(db, before(RESET_ROWS_KEPT_MS));
  await purgeExpiredVerificationLinks(db, before(0));
  return { unverifiedDeleted: await deleteStaleUnverified(db, before(UNVERIFIED_KEPT_MS)) };
}
