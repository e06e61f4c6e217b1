import { type AnyLocale, isLocale, type Locale } from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { hitRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import * as repo from "./account-language.repository";

/** Changes of language one address (or account) may make: a person clicking around stays well inside. */
export const LANGUAGE_RULE: RateLimitRule = { limit: 120, windowMs: 60 * 60 * 1000 };

/** The account's own language as stored, or null when none (or one no longer shipped) is stored. */
export const accountLocale = (user: Pick<AuthUser, "locale">): Locale | null =>
  isLocale(user.locale) ? user.locale : null;

/**
 * Counts one change of language against the caller (the account when signed in, else the address),
 * and remembers a shipped language on the account, or none (null: the site default). A pseudo-locale
 * lives in the cookie only.
 */
export async function chooseLanguage(db: Db, locale: AnyLocale | null, caller: { ip: string; user: AuthUser | null }) {
  const key = caller.user ? `language:user:${caller.user.id}` : `language:ip:${caller.ip}`;
  const counted = await hitRateLimit(db, key, LANGUAGE_RULE);
  if (counted.allowed && caller.user && (locale === null || isLocale(locale))) {
    await repo.saveAccountLocale(db, caller.user.id, locale);
  }
  return counted;
}
