import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { DOWNLOADS_MESSAGES } from "@bastion/shared";
import type { Db } from "../../db/database";
import { HOUR_MS } from "../../lib/clock";
import { badRequest } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { type HeldLease, holdLease } from "../../lib/leases";
import { assertAllowed, checkRateLimit, hitRateLimit, RateLimitedError, retryAfterText } from "../../lib/rate-limit";
import { collectZipEntries, zipStream } from "./downloads.zip";

// A zip is built while it is sent, and deflating text costs CPU in proportion to its size (figures
// in docs/decisions/010). Any reader may ask for one, so zips are held to: a few at a time on this instance
// (counted in memory), two at a time per account on every instance together (leases in the
// database, renewed while the zip is sent, so a killed instance's lapse on their own), and a
// number started per account an hour. A refusal is a 429 with Retry-After and a sentence.

export interface ZipLimits {
  perInstance: number;
  perAccount: number;
  perHour: number;
}

export const ZIP_LIMITS: ZipLimits = { perInstance: 4, perAccount: 2, perHour: 60 };

const LEASE_TIMING = { leaseMs: 2 * 60_000, renewMs: 30_000 };
/** A zip in progress takes as long as its client reads: a while, not a time that can be promised. */
const BUSY_RETRY_SECONDS = 30;

const tooMany = (when: string) =>
  msgWith("You have downloaded many zips in a short time. Please try again {when}.", { when: { nested: when } });

/** One of the account's zip slots (`zip:<user>:<n>`), or null when every one is held. */
async function accountSlot(db: Db, userId: number, slots: number): Promise<HeldLease | null> {
  const holder = randomBytes(8).toString("hex");
  for (let slot = 0; slot < slots; slot += 1) {
    const lease = await holdLease(db, `zip:${userId}:${slot}`, holder, LEASE_TIMING);
    if (lease) return lease;
  }
  return null;
}

export interface StartedZip {
  stream: Readable;
  /** Gives the zip's places back; call it when the answer has closed (more calls do nothing). */
  release(): Promise<void>;
}

/** This instance's zips: start() holds them to the limits above. */
export function createZips(db: Db, limits: ZipLimits = ZIP_LIMITS) {
  let running = 0;
  const rule = { limit: limits.perHour, windowMs: HOUR_MS };
  return {
    get running() {
      return running;
    },
    /** The zip of `dir` (entries under `prefix`), or a 429 when a limit is reached, a 400 when empty. */
    async start(userId: number, dir: string, prefix: string): Promise<StartedZip> {
      if (running >= limits.perInstance) {
        const message = `The server is busy making other zips. Please try again ${retryAfterText(BUSY_RETRY_SECONDS)}.`;
        throw new RateLimitedError(message, BUSY_RETRY_SECONDS);
      }
      running += 1;
      let lease: HeldLease | null = null;
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        running -= 1;
        await lease?.release();
      };
      try {
        const key = `zips:hour:${userId}`;
        assertAllowed(await checkRateLimit(db, key, rule), tooMany);
        lease = await accountSlot(db, userId, limits.perAccount);
        if (!lease) {
          const message = msgWith(
            "You are already downloading {perAccount} zips. Please wait for one to finish, then try again.",
            { perAccount: limits.perAccount },
          );
          throw new RateLimitedError(message, BUSY_RETRY_SECONDS);
        }
        const entries = await collectZipEntries(dir, prefix);
        if (entries.length === 0) throw badRequest(DOWNLOADS_MESSAGES.emptyZip);
        await hitRateLimit(db, key, rule);
        return { stream: zipStream(entries), release };
      } catch (error) {
        await release();
        throw error;
      }
    },
  };
}
