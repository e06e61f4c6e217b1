import { msgWith } from "./i18n/translate";
import type { RateLimitRule } from "./rate-limit";

// Issue 26.12: the staff's write routes had no rate limit. Each route declares one of these in its
// config (`config: { auth, perAccount }`); the guard counts it per account, in the database, once
// the caller is let in (plugins/guard.ts). The allowances are generous: they are there to stop a
// runaway script or a stolen session, not a busy owner. Routes of one area share a bucket.

/** Requests one account may make to the routes sharing `bucket`, per window. */
export interface AccountLimit extends RateLimitRule {
  bucket: string;
}

const HOUR = 60 * 60 * 1000;

export const WRITE_LIMITS = {
  /** Folder changes, uploads (and their size check), file deletes: a big clean-up stays well inside. */
  downloads: { bucket: "downloads", limit: 600, windowMs: HOUR },
  /** Targets, publishes, make-current and deletes. */
  patching: { bucket: "patching", limit: 300, windowMs: HOUR },
  /** A player's news networks (at most 3 each): create, edit, delete. */
  newsNetworks: { bucket: "news-networks", limit: 120, windowMs: HOUR },
  /** The owner console: access changes, verify, deactivate, sessions, deletions, the inbox. */
  ownerConsole: { bucket: "owner-console", limit: 600, windowMs: HOUR },
  /** Signing one's own other browsers out, one or all (issue 29). */
  ownSessions: { bucket: "own-sessions", limit: 120, windowMs: HOUR },
  /** One's own passkeys: starting and finishing an addition, renames, removals (issue 29). */
  passkeys: { bucket: "passkeys", limit: 60, windowMs: HOUR },
  /** One's own theme (light, dark or system), saved when the navbar's switch is used (issue 30). */
  theme: { bucket: "theme", limit: 120, windowMs: HOUR },
  /** Typing link codes and unlinking one's own Minecraft account (issue 32). */
  minecraftLink: { bucket: "minecraft-link", limit: 60, windowMs: HOUR },
  /** Creating and revoking API keys. */
  apiKeys: { bucket: "api-keys", limit: 60, windowMs: HOUR },
} as const satisfies Record<string, AccountLimit>;

export const tooManyWrites = (when: string) =>
  msgWith("You have made too many changes in a short time. Please try again {when}.", { when: { nested: when } });
