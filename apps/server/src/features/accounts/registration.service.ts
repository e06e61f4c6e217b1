import {
  ACCOUNT_LIMITS,
  emailSchema,
  msg,
  PASSWORD_MAX,
  type RegisterRequest,
  type RegisterResponse,
  usernameSchema,
} from "@bastion/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { isoIn, nowIso } from "../../lib/clock";
import { HttpError, notFound, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import type { Mailer } from "../../lib/mail";
import { hashPassword } from "../../lib/passwords";
import { assertAllowed, hitRateLimit, retryAfterText } from "../../lib/rate-limit";
import { hashToken, randomToken } from "../../lib/tokens";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import { registrationAttemptMail, verificationMail } from "./account-mail";
import * as accounts from "./accounts.repository";
import { createAccount } from "./accounts.service";
import { passwordProblems } from "./password-rules";
import * as repo from "./registration.repository";

/** What the account services need besides the database. */
export interface AccountDeps {
  db: Db;
  config: Pick<Config, "SITE_NAME" | "publicUrl" | "SIGNUPS_PER_HOUR">;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const HOUR_MS = 60 * 60 * 1000;
const VERIFY_LINK_MS = ACCOUNT_LIMITS.verificationLinkHours * HOUR_MS;
const MAIL_GAP_MS = ACCOUNT_LIMITS.verificationMailGapMinutes * 60_000;
const RESEND_RULE = { limit: ACCOUNT_LIMITS.resendAttempts, windowMs: ACCOUNT_LIMITS.resendWindowMinutes * 60_000 };

export const REQUIRED = msg("This field is required.");
export const PASSWORDS_DIFFER = msg("The two password fields didn't match.");
export const VERIFY_NOT_FOUND = "User Not Found";
export const ALREADY_VERIFIED = "User Already Verified";
export const VERIFICATION_FAILED = msg(
  "Verification Failed: this link has expired or is not complete. Sign in with your e-mail and password, and we will e-mail you a new link.",
);
export const VERIFIED_SIGNED_IN = msg("Your account is verified, and you are signed in.");
export const VERIFIED_SIGN_IN = msg("Verified: sign in with your e-mail and password.");
export const MAIL_FAILED_RESEND = msg("The e-mail could not be sent right now. Wait a moment and try resend.");

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/**
 * Every field error of the registration form at once (spec §5: username, email, password, password2).
 * Whether the e-mail address has an account is not among them: that would tell anyone who asks.
 */
/** The sign-up form's four fields, absent ones empty (the first-run setup form has them too). */
export const registrationFields = (input: Omit<RegisterRequest, "g-recaptcha-response">) => ({
  username: input.username ?? "",
  email: input.email ?? "",
  password1: input.password1 ?? "",
  password2: input.password2 ?? "",
});

export async function registrationErrors(db: Db, input: Required<Omit<RegisterRequest, "g-recaptcha-response">>) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string | undefined) => {
    if (message) errors[field] = [...(errors[field] ?? []), message];
  };
  const username = input.username.trim();
  const email = input.email.trim();
  add("username", username ? firstIssue(usernameSchema.safeParse(username)) : REQUIRED);
  add("email", email ? firstIssue(emailSchema.safeParse(email)) : REQUIRED);
  // Usernames are public (profiles, comments), so a taken one may be said.
  if (!errors.username && (await accounts.findUserByUsername(db, username)))
    add("username", msg("That username is taken."));
  if (!input.password1) add("password", REQUIRED);
  else if (input.password1.length > PASSWORD_MAX)
    add("password", msgWith("Use at most {max} characters.", { max: PASSWORD_MAX }));
  else for (const problem of passwordProblems(input.password1, { username, email })) add("password", problem);
  if (!input.password2) add("password2", REQUIRED);
  else if (input.password1 !== input.password2) add("password2", PASSWORDS_DIFFER);
  return errors;
}

/** A new link's stored half: only the token's hash, and when it stops working. */
const newLink = (token: string) => ({ tokenHash: hashToken(token), expiresAt: isoIn(VERIFY_LINK_MS) });

/** The pending verification of a new account and its first link (both stored hashed); returns the raw values. */
function newVerification() {
  const pin = randomToken(18);
  const token = randomToken();
  const save = async (db: Db, userId: number) => {
    await repo.saveVerification(db, userId, hashToken(pin));
    await repo.addVerificationLink(db, userId, newLink(token));
  };
  return { pin, token, save };
}

async function trySend(deps: AccountDeps, message: Parameters<Mailer["send"]>[0], what: string): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    deps.log.error({ err: error, to: message.to }, `${what} e-mail could not be sent`);
    return false;
  }
}

/** One allowance of verification mails per address, whichever road asks for one. */
const resendKey = (email: string) => `verify-resend:${accounts.keyOf(email)}`;

const createdMessage = (email: string) =>
  msgWith("Your account was created. We sent a verification link to {email}.", { email });
const resentMessage = (email: string) => msgWith("We sent a new verification link to {email}.", { email });

/**
 * A sign-up with an address that already has an account: the answer is the one a new address gets
 * (201, a pin, "we sent a link"), and the address's owner is told by e-mail instead. The password is
 * hashed all the same, so the answer takes as long as a real sign-up.
 */
async function registerTakenAddress(
  deps: AccountDeps,
  owner: { username: string; email: string },
  input: { email: string; password: string },
): Promise<RegisterResponse> {
  await hashPassword(input.password);
  await sendAttemptNotice(deps, owner);
  return { message: createdMessage(input.email), pin: randomToken(18), email: input.email, mail_sent: true };
}

/**
 * Tells an account's owner that their address was used to sign up, a few times an hour at most. Its
 * own allowance: spending the resend one would let a caller count resends to tell the cases apart.
 */
async function sendAttemptNotice(deps: AccountDeps, owner: { username: string; email: string }) {
  const allowance = await hitRateLimit(deps.db, `register-notice:${accounts.keyOf(owner.email)}`, RESEND_RULE);
  if (allowance.allowed) await trySend(deps, registrationAttemptMail(deps.config, owner), "registration attempt");
}

/**
 * Creates an unverified account and e-mails its verification link; a mail failure keeps the account.
 * The per-address sign-up limit is counted first, so every try costs one, the refused ones included.
 */
export async function register(deps: AccountDeps, input: RegisterRequest, ip: string): Promise<RegisterResponse> {
  const { db } = deps;
  // SIGNUPS_PER_HOUR (default 10: a family behind one router, not a script); 0 turns it off for
  // sites whose players share an address (a school, a LAN party, a mobile carrier's NAT).
  const perHour = deps.config.SIGNUPS_PER_HOUR;
  if (perHour > 0) {
    assertAllowed(await hitRateLimit(db, `register:ip:${ip}`, { limit: perHour, windowMs: HOUR_MS }), (when) =>
      msgWith("Too many sign-ups were tried from your network. Try again {when}.", { when: { nested: when } }),
    );
  }
  const fields = registrationFields(input);
  const errors = await registrationErrors(db, fields);
  if (Object.keys(errors).length > 0) throw validation(errors);
  const username = fields.username.trim();
  const email = fields.email.trim();
  const owner = await accounts.findUserByEmail(db, email);
  if (owner) return registerTakenAddress(deps, owner, { email, password: fields.password1 });

  const verification = newVerification();
  try {
    // The account and its pending verification commit together; the mail goes after the commit.
    await createAccount(db, { username, email, password: fields.password1, verified: false }, verification.save);
  } catch (error) {
    // Two sign-ups with one new address at once: the second is answered like any taken address.
    const taken = error instanceof HttpError && error.errors?.email && (await accounts.findUserByEmail(db, email));
    if (taken) return registerTakenAddress(deps, taken, { email, password: fields.password1 });
    throw error;
  }
  const sent = await trySend(
    deps,
    verificationMail(deps.config, { username, email }, verification.token),
    "verification",
  );
  return {
    message: sent
      ? createdMessage(email)
      : msg("Your account was created, but the verification e-mail could not be sent. Wait a moment and try resend."),
    pin: verification.pin,
    email,
    mail_sent: sent,
  };
}

/**
 * Sends another verification link to the address of a pending verification (3 mails an hour per
 * address); the links mailed before keep working. Any other address and pin get the same answer, so the call tells nothing about who has
 * an account: the owner of a verified account gets the registration-attempt notice again (the resend
 * of a sign-up with their address), and an unknown pair sends nothing.
 */
export async function resendVerification(deps: AccountDeps, email: string, pin: string): Promise<{ message: string }> {
  const { db } = deps;
  const user = await accounts.findUserByEmail(db, email);
  const pending = user && !user.is_verified ? await repo.findVerificationByPin(db, user.id, hashToken(pin)) : undefined;
  if (!user || !pending) {
    assertAllowed(await hitRateLimit(db, resendKey(email), RESEND_RULE), maxResends);
    if (user?.is_verified) await trySend(deps, registrationAttemptMail(deps.config, user), "registration attempt");
    return { message: resentMessage(email.trim()) };
  }
  assertAllowed(await hitRateLimit(db, resendKey(user.email), RESEND_RULE), maxResends);
  const token = randomToken();
  await repo.addVerificationLink(db, user.id, newLink(token));
  if (!(await trySend(deps, verificationMail(deps.config, user, token), "verification"))) {
    throw new HttpError(503, MAIL_FAILED_RESEND);
  }
  return { message: resentMessage(user.email) };
}

const maxResends = (when: string) =>
  msgWith("You have reached the maximum number of resend attempts. Try again {when}.", { when: { nested: when } });

/**
 * 200 verified, 226 already verified; throws 404 (no such user) or 417 (bad or expired token). Any
 * link mailed to the account works until its own expiry. A 200 names the account to sign in when it
 * is active: the link proves the address, as a password-reset link does.
 */
export async function verifyAccount(db: Db, username: string, token: string) {
  const user = await accounts.findUserByUsername(db, username);
  if (!user) throw notFound(VERIFY_NOT_FOUND);
  if (user.is_verified) return { status: 226 as const, message: ALREADY_VERIFIED };
  const link = await repo.findVerificationLink(db, hashToken(token));
  if (!link || link.user_id !== user.id || link.expires_at <= nowIso()) {
    throw new HttpError(417, VERIFICATION_FAILED);
  }
  const joined = (trx: Db) => queueDiscordEvent(trx, { kind: "member_joined", username: user.username });
  if (!(await repo.markVerified(db, user.id, joined))) return { status: 226 as const, message: ALREADY_VERIFIED };
  return { status: 200 as const, signInUserId: user.is_active ? user.id : undefined };
}

/** "just now", "a minute ago", "5 minutes ago": a nested value of the sentence that says it. */
const agoText = (ms: number) =>
  msgWith("{minutes, plural, =0 {just now} one {a minute ago} other {# minutes ago}}", {
    minutes: Math.floor(ms / 60_000),
  });

/**
 * Login's 412: the owner of an unverified account just proved the password. A new verification link
 * is e-mailed unless one went in the last few minutes (the player is most likely about to open it,
 * and every link mailed keeps working), and within the resend limit. A fresh pin is answered for API
 * clients that want to resend later. The message says what happened and what to do.
 */
export async function resendForUnverifiedLogin(
  deps: AccountDeps,
  user: { id: number; username: string; email: string },
) {
  const pin = await pinForUnverified(deps.db, user.id);
  const newest = await repo.newestLinkAt(deps.db, user.id);
  const since = newest ? Date.now() - Date.parse(newest) : Number.POSITIVE_INFINITY;
  if (since < MAIL_GAP_MS) {
    const when = retryAfterText(Math.ceil((MAIL_GAP_MS - since) / 1000));
    return {
      pin,
      message: msgWith(
        "Your account is not verified yet. We e-mailed a verification link to {email} {ago}: open it to verify your account and sign in. If it has not arrived, look in your spam folder; signing in again {when} sends another.",
        { email: user.email, ago: { nested: agoText(since) }, when: { nested: when } },
      ),
    };
  }
  const allowed = await hitRateLimit(deps.db, resendKey(user.email), RESEND_RULE);
  if (!allowed.allowed) {
    const when = retryAfterText(allowed.retryAfterSeconds);
    return {
      pin,
      message: msgWith(
        "Your account is not verified yet. Open a verification link we e-mailed you (each works for {count} hours); you can get another one {when}.",
        { count: ACCOUNT_LIMITS.verificationLinkHours, when: { nested: when } },
      ),
    };
  }
  const token = randomToken();
  await repo.addVerificationLink(deps.db, user.id, newLink(token));
  const sent = await trySend(deps, verificationMail(deps.config, user, token), "verification");
  return {
    pin,
    message: sent
      ? msgWith(
          "Your account is not verified yet. We sent a verification link to {email}: open it to verify your account and sign in.",
          { email: user.email },
        )
      : msg(
          "Your account is not verified yet, and the verification e-mail could not be sent right now. Sign in again in a moment to get a new one.",
        ),
  };
}

/** A fresh pin for the account's pending verification (starting one if there is none). */
async function pinForUnverified(db: Db, userId: number): Promise<string> {
  const pin = randomToken(18);
  // An unverified account without a pending verification (made by other means) gets one.
  if (!(await repo.replaceVerificationPin(db, userId, hashToken(pin)))) {
    await repo.saveVerification(db, userId, hashToken(pin));
  }
  return pin;
}
