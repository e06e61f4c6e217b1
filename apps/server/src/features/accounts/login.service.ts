import type { Db } from "../../db/database";
import { HttpError } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import {
  giveBackRateLimit,
  hitRateLimit,
  RateLimitedError,
  resetRateLimit,
  resetRateLimitsStartingWith,
  retryAfterText,
} from "../../lib/rate-limit";
import { findUserByEmail, keyOf } from "./accounts.repository";
import { authenticate } from "./accounts.service";
import { type AccountDeps, resendForUnverifiedLogin } from "./registration.service";

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins, counted in the database so every instance counts together, within 15 minutes:
 * - `pair`: one account from one client address. 5, then that pair is locked (429).
 * - `ip`: one address over any accounts. 20, then the address is locked.
 * - `account`: one account from every address together. Past 30 the account is never locked (a
 *   script could then keep its owner out for good); each attempt is slowed down by `slowdownMs`
 *   instead, the right password included, on top of the bot check every login already solves.
 */
export const LOGIN_RULES = {
  pair: { limit: 5, windowMs: WINDOW_MS },
  ip: { limit: 20, windowMs: WINDOW_MS },
  account: { limit: 30, windowMs: WINDOW_MS, slowdownMs: 2_000 },
} as const;

export const lockedMessage = (when: string) =>
  msgWith("Too many failed sign-in attempts. Try again {when}.", { when: { nested: when } });

/** The 412 answer: the password was right, the account is not verified yet (a new link is on its way). */
export class UnverifiedAccountError extends HttpError {
  constructor(
    message: string,
    readonly pin: string,
  ) {
    super(412, message);
  }
}

const accountKey = (email: string) => `login:account:${keyOf(email)}`;
const pairPrefix = (email: string) => `login:pair:${keyOf(email)}|`;
const keys = (email: string, ip: string) => ({
  pair: `${pairPrefix(email)}${ip}`,
  ip: `login:ip:${ip}`,
  account: accountKey(email),
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks a login with brute-force protection. Each attempt is counted before the (slow) password
 * check, in one atomic upsert per counter, so concurrent attempts cannot slip past a limit; a right
 * password gives its attempt back and clears its pair's failures.
 */
export async function logIn(deps: AccountDeps, email: string, password: string, ip: string) {
  const { db } = deps;
  const key = keys(email, ip);
  const counted = [await hitRateLimit(db, key.ip, LOGIN_RULES.ip), await hitRateLimit(db, key.pair, LOGIN_RULES.pair)];
  const over = counted.find((result) => !result.allowed);
  if (over) throw new RateLimitedError(lockedMessage(retryAfterText(over.retryAfterSeconds)), over.retryAfterSeconds);
  const accountWide = await hitRateLimit(db, key.account, LOGIN_RULES.account);
  if (!accountWide.allowed) await pause(LOGIN_RULES.account.slowdownMs);

  const giveBack = async () => {
    await resetRateLimit(db, key.pair);
    await giveBackRateLimit(db, key.ip);
    await giveBackRateLimit(db, key.account);
  };
  try {
    const user = await authenticate(db, email, password);
    await giveBack();
    return user;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 412) {
      await giveBack();
      const user = await findUserByEmail(db, email);
      if (user) {
        const { message, pin } = await resendForUnverifiedLogin(deps, user);
        throw new UnverifiedAccountError(message, pin);
      }
    }
    throw error;
  }
}

/** Forgets an account's failed logins from every address (after a password reset). */
export async function clearLoginFailures(db: Db, email: string) {
  await resetRateLimit(db, accountKey(email));
  await resetRateLimitsStartingWith(db, pairPrefix(email));
}
