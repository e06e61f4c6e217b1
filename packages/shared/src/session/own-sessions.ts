import { z } from "zod";
import { msg } from "../i18n/messages";

// The account's own sessions (issue 29): where it is signed in, and signing out elsewhere.

/** One browser signed in to the account, as its owner sees it. */
export const ownSessionSchema = z.object({
  /** A handle for ending this session: not the cookie's token, nor enough to rebuild it. */
  id: z.string(),
  /** The browser this list is being read in. */
  current: z.boolean(),
  /** The browser and system named from the user agent ("Firefox on Windows"), or "Unknown browser". */
  browser: z.string(),
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  /** Written at most every five minutes, so "last active" is accurate to that. */
  last_seen_at: z.string(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

/** GET API_PATHS.session.mine: the newest first, this browser's among them. */
export const ownSessionsResponseSchema = z.object({ sessions: z.array(ownSessionSchema) });
export type OwnSessionsResponse = z.infer<typeof ownSessionsResponseSchema>;

/** The handle in API_PATHS.session.end's path. */
export const ownSessionParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/, msg("No such session.")),
});

export const SESSION_GONE = msg("That session has already ended.");
export const SESSION_IS_THIS_ONE = msg("That is the browser you are using: log out instead.");
export const signedOutElsewhere = (ended: number) =>
  ended === 0
    ? msg("No other browser was signed in.")
    : `Signed out of ${ended} other ${ended === 1 ? "browser" : "browsers"}.`;
export const SESSION_ENDED = msg("That browser is signed out.");
