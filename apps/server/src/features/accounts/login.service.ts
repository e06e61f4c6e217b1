import type { Db } from "../../db/database";
import { HttpError } from "../../lib/errors";
import {
  checkRateLimit,
  hitRateLimit,
  RateLimitedError,
  type RateLimitResult,
  resetRateLimit,
  retryAfterText,
} from "../../lib/rate-limit";
import { findUserByEmail, keyOf } from "./accounts.repository";
import { authenticate } from "./accounts.service";
import { type AccountDeps, resendForUnverifiedLogin } from "./registration.service";

const WINDOW_MS = 15 * 60 * 1000;
/** Failed logins allowed per account (by e-mail, known or not) and per client address in 15 minutes. */
export const LOGIN_RULES = {
  account: { limit: 5, windowMs: WINDOW_MS },
  ip: { limit: 20, windowMs: WINDOW_MS },
} as const;

export const lockedMessage = (when: string) => `Too many failed login attempts. Try again ${when}.`;

/** The 412 answer: the password was right, the account is not verified yet (a new link is on its way). */
export class UnverifiedAccountError extends HttpError {
  constructor(
    message: string,
    readonly pin: string,
  ) {
    super(412, message);
  }
}

const keys = (email: string, ip: string) => ({ account: `login:account:${keyOf(email)}`, ip: `login:ip:${ip}` });

function refuse(result: RateLimitResult): never {
  throw new RateLimitedError(lockedMessage(retryAfterText(result.retryAfterSeconds)), result.retryAfterSeconds);
}

/**
 * Checks a login with brute-force protection kept in the database: after 5 failures for an
 * e-mail or 20 from an address within 15 minutes, further attempts get a 429 until the window
 * ends (even with the right password). A success clears the account's count.
 */
export async function logIn(deps: AccountDeps, email: string, password: string, ip: string) {
  const { db } = deps;
  const key = keys(email, ip);
  for (const [name, rule] of [
    [key.ip, LOGIN_RULES.ip],
    [key.account, LOGIN_RULES.account],
  ] as const) {
    const state = await checkRateLimit(db, name, rule);
    if (!state.allowed) refuse(state);
  }
  try {
    const user = await authenticate(db, email, password);
    await resetRateLimit(db, key.account);
    return user;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) {
      await hitRateLimit(db, key.account, LOGIN_RULES.account);
      await hitRateLimit(db, key.ip, LOGIN_RULES.ip);
    }
    if (error instanceof HttpError && error.statusCode === 412) {
      const user = await findUserByEmail(db, email);
      if (user) {
        const { message, pin } = await resendForUnverifiedLogin(deps, user);
        throw new UnverifiedAccountError(message, pin);
      }
    }
    throw error;
  }
}

/** Forgets an account's failed logins (after a password reset). */
export const clearLoginFailures = (db: Db, email: string) => resetRateLimit(db, `login:account:${keyOf(email)}`);
