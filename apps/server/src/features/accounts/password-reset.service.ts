import { ACCOUNT_LIMITS, LIMITS, msg, PASSWORD_MAX, type ResetConfirmRequest } from "@bastion/shared";
import type { Db } from "../../db/database";
import { isoIn, nowIso } from "../../lib/clock";
import { HttpError, notFound, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { hashPassword } from "../../lib/passwords";
import { assertAllowed, hitRateLimit } from "../../lib/rate-limit";
import { hashToken, randomToken } from "../../lib/tokens";
import { deleteUserSessions } from "../../plugins/session.store";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import { passwordResetMail } from "./account-mail";
import * as accounts from "./accounts.repository";
import { clearLoginFailures } from "./login.service";
import * as repo from "./password-reset.repository";
import { passwordProblems } from "./password-rules";
import { markVerified } from "./registration.repository";
import type { AccountDeps } from "./registration.service";
import { REQUIRED } from "./registration.service";

const HOUR_MS = 60 * 60 * 1000;
const LINK_MS = LIMITS.resetLinkMinutes * 60_000;
const RESEND_WINDOW_MS = ACCOUNT_LIMITS.resendWindowMinutes * 60_000;
const RESEND_RULE = { limit: ACCOUNT_LIMITS.resendAttempts, windowMs: RESEND_WINDOW_MS };
/** Requests per address and per client address in an hour (whether or not an account uses the address). */
const REQUEST_RULES = { address: { limit: 5, windowMs: HOUR_MS }, ip: { limit: 20, windowMs: HOUR_MS } };

export const RESET_SENT = msg(
  "If an account uses that e-mail address, we sent it a link to reset the password. The link works for {count} minutes.",
  { count: LIMITS.resetLinkMinutes },
);
export const RESET_RESENT = msg(
  "If an account uses that e-mail address, we sent it a new link. The link works for {count} minutes.",
  { count: LIMITS.resetLinkMinutes },
);
export const NO_PENDING_RESET = msg(
  "There is no pending password reset for that e-mail address. Ask for a new link on the forgot-password page.",
);
export const INVALID_LINK = msg("Invalid Link: this password reset link is not valid. Ask for a new one.");
export const EXPIRED_LINK = msg(
  "Invalid Link: this password reset link has expired or was already used. Ask for a new one.",
);
export const PASSWORDS_MUST_MATCH = "New password and confirm password must match";

const tooMany = (when: string) =>
  msgWith("You have reached the maximum number of attempts. Try again {when}.", { when: { nested: when } });

/**
 * Mails the link without waiting for it: the answer then takes as long whether or not an account
 * uses the address. A failure is logged; the person can press resend.
 */
function sendInBackground(deps: AccountDeps, user: { username: string; email: string }, token: string) {
  deps.mailer.later(
    (send) => send(passwordResetMail(deps.config, user, token)),
    (error) => deps.log.error({ err: error, to: user.email }, "password reset e-mail could not be sent"),
  );
}

/** A new link for the address (closing older ones); the token only when an account uses it. */
async function openLink(deps: AccountDeps, emailKey: string, requestedAt: string) {
  const user = await accounts.findUserByEmail(deps.db, emailKey);
  const token = user?.is_active ? randomToken() : null;
  await repo.replaceResetLinks(deps.db, {
    emailKey,
    userId: token && user ? user.id : null,
    tokenHash: token ? hashToken(token) : null,
    requestedAt,
    expiresAt: isoIn(LINK_MS),
  });
  if (user && token) sendInBackground(deps, user, token);
}

/** POST forgot-password: the same answer whether or not an account uses the address. */
export async function requestPasswordReset(deps: AccountDeps, email: string, ip: string) {
  const emailKey = accounts.keyOf(email);
  assertAllowed(await hitRateLimit(deps.db, `reset-request:ip:${ip}`, REQUEST_RULES.ip), tooMany);
  assertAllowed(await hitRateLimit(deps.db, `reset-request:${emailKey}`, REQUEST_RULES.address), tooMany);
  await openLink(deps, emailKey, nowIso());
  return { message: RESET_SENT };
}

/**
 * POST forgot-password/resend: 404 when no request was made for this address in the last hour
 * (or its link was used), 429 after 3 resends an hour, else 200. Every answer depends only on the
 * requests made for the address, never on whether an account uses it.
 */
export async function resendPasswordReset(deps: AccountDeps, email: string) {
  const emailKey = accounts.keyOf(email);
  const open = await repo.findOpenRequest(deps.db, emailKey, new Date(Date.now() - RESEND_WINDOW_MS).toISOString());
  if (!open) throw notFound(NO_PENDING_RESET);
  assertAllowed(await hitRateLimit(deps.db, `reset-resend:${emailKey}`, RESEND_RULE), tooMany);
  await openLink(deps, emailKey, open.requested_at);
  return { message: RESET_RESENT };
}

/** The link's row and user; 404 when unknown, 410 when expired or used. */
export async function checkResetLink(db: Db, username: string, token: string) {
  const user = await accounts.findUserByUsername(db, username);
  const link = await repo.findResetByToken(db, hashToken(token));
  if (!user || !link || link.user_id !== user.id) throw notFound(INVALID_LINK);
  if (link.used_at || link.expires_at <= nowIso()) throw new HttpError(410, EXPIRED_LINK);
  return { user, link };
}

/** The new-password errors, keyed as spec §5 says: password1 (the rules) and password2 (match). */
function newPasswordErrors(input: ResetConfirmRequest, user: { username: string; email: string }) {
  const errors: Record<string, string[]> = {};
  const password1 = input.new_password1 ?? "";
  const password2 = input.new_password2 ?? "";
  if (!password1) errors.password1 = [REQUIRED];
  else if (password1.length > PASSWORD_MAX)
    errors.password1 = [msgWith("Use at most {max} characters.", { max: PASSWORD_MAX })];
  else {
    const problems = passwordProblems(password1, { username: user.username, email: user.email });
    if (problems.length > 0) errors.password1 = problems;
  }
  if (!password2) errors.password2 = [REQUIRED];
  else if (password1 !== password2) errors.password2 = [PASSWORDS_MUST_MATCH];
  return errors;
}

/**
 * Sets the new password (argon2id), uses the link up, ends every session of the user and clears
 * their failed logins. The link proves the mailbox, so an unverified account becomes verified.
 */
export async function confirmPasswordReset(db: Db, input: ResetConfirmRequest) {
  const { user, link } = await checkResetLink(db, input.username, input.token);
  const errors = newPasswordErrors(input, user);
  if (Object.keys(errors).length > 0) throw validation(errors);
  const passwordHash = await hashPassword(input.new_password1 ?? "");
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await repo.useResetLink(trx, link.id))) return false;
    await repo.setPasswordHash(trx, user.id, passwordHash);
    await repo.closeUserResetLinks(trx, user.id);
    await deleteUserSessions(trx, user.id);
    return true;
  });
  if (!changed) throw new HttpError(410, EXPIRED_LINK);
  // The reset link proves the address as the verification link does: a new member (issue 32).
  if (!user.is_verified) {
    await markVerified(db, user.id, (trx) =>
      queueDiscordEvent(trx, { kind: "member_joined", username: user.username }),
    );
  }
  await clearLoginFailures(db, user.email);
  return { message: msg("Your password was changed. Sign in with your new password.") };
}
