import { CODE_WRONG, msg, SECOND_STEP_MINUTES, type SecondStepMethod } from "@bastion/shared";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "../../db/database";
import { badRequest, conflict, HttpError, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { verifyPassword } from "../../lib/passwords";
import {
  giveBackRateLimit,
  hitRateLimit,
  RateLimitedError,
  resetRateLimit,
  retryAfterText,
} from "../../lib/rate-limit";
import { hashToken, randomToken } from "../../lib/tokens";
import { deleteUserSessions } from "../../plugins/session.store";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { findUserByUsername } from "./accounts.repository";
import { countPasskeys, deleteAllPasskeys } from "./passkeys.repository";
import * as repo from "./two-step.repository";
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  normaliseCode,
} from "./two-step-secrets";

export interface TwoStepDeps {
  db: Db;
  /** From twoStepKey(app secret). */
  key: Buffer;
  siteName: string;
}

/** The account acting on its own two-step sign-in (an AuthUser fits). */
export interface TwoStepAccount {
  id: number;
  username: string;
  ip: string;
  /** The session making the change, which stays signed in; none during a sign-in. */
  sessionIdHash?: string;
}

const WINDOW_MS = 15 * 60 * 1000;
/**
 * Wrong codes, counted like wrong passwords (login.service.ts): per account and address, per address,
 * and per account from everywhere. Unlike the password, the account-wide count locks: whoever types
 * codes already has the password, and six digits must not be guessable by many slow tries.
 */
export const CODE_RULES = {
  pair: { limit: 5, windowMs: WINDOW_MS },
  ip: { limit: 20, windowMs: WINDOW_MS },
  account: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;
/** Passwords typed again by a signed-in owner (checkPassword). */
export const PASSWORD_RULES = {
  pair: { limit: 5, windowMs: WINDOW_MS },
  ip: { limit: 20, windowMs: WINDOW_MS },
  account: { limit: 10, windowMs: WINDOW_MS },
} as const;

export const TWO_STEP_ALREADY_ON = msg("Two-step sign-in is already on.");
export const TWO_STEP_NOT_STARTED = msg("Start the set-up again: there is no new authenticator to confirm.");
export const TWO_STEP_OFF = msg("Two-step sign-in is not on.");
export const TWO_STEP_ON = msg("Two-step sign-in is on. Keep your recovery codes somewhere safe.");
export const TWO_STEP_TURNED_OFF = msg("Two-step sign-in is off.");
export const NEW_RECOVERY_CODES = msg("Here are your new recovery codes. The old ones no longer work.");
export const PROOF_REQUIRED = msg("Enter your password or a code.");
export const PASSWORD_WRONG = msg("Your password is incorrect.");
const tooManyCodes = (when: string) => msgWith("Too many wrong codes. Try again {when}.", { when: { nested: when } });
const tooManyPasswords = (when: string) =>
  msgWith("Too many wrong passwords. Try again {when}.", { when: { nested: when } });

const totpFor = (secret: string, siteName: string, username: string) =>
  new TOTP({ issuer: siteName, label: username, secret: Secret.fromBase32(secret), digits: 6, period: 30 });

const actorOf = (account: TwoStepAccount): AuditActor => ({
  id: account.id,
  username: account.username,
  ip: account.ip,
});
const targetOf = (account: { id: number; username: string }) => ({
  type: "user",
  id: account.id,
  label: account.username,
});

/**
 * What the second step of a sign-in may be for the account: its passkeys, its authenticator's code
 * (a recovery code stands in for either). Empty: the password alone signs in.
 */
export async function secondStepMethods(db: Db, userId: number): Promise<SecondStepMethod[]> {
  const methods: SecondStepMethod[] = [];
  if ((await countPasskeys(db, userId)) > 0) methods.push("passkey");
  if (await repo.hasTwoStep(db, userId)) methods.push("code");
  return methods;
}

export async function twoStepStatus(db: Db, userId: number) {
  const enabled = await repo.hasTwoStep(db, userId);
  const passkeys = await countPasskeys(db, userId);
  const codesLeft = enabled || passkeys > 0 ? await repo.countRecoveryCodesLeft(db, userId) : 0;
  return { enabled, recovery_codes_left: codesLeft, passkeys };
}

/** A new secret to scan or type; it does nothing until a first code confirms it. */
export async function startTwoStep(deps: TwoStepDeps, account: TwoStepAccount) {
  if (await repo.hasTwoStep(deps.db, account.id)) throw conflict(TWO_STEP_ALREADY_ON);
  const secret = new Secret({ size: 20 }).base32;
  await repo.savePendingAuthenticator(deps.db, account.id, encryptSecret(deps.key, secret));
  const otpauthUrl = totpFor(secret, deps.siteName, account.username).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_image: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/** The time step a six-digit code belongs to (the current one or a neighbour), or null. */
function stepOf(deps: TwoStepDeps, secretEncrypted: string, username: string, code: string): number | null {
  const totp = totpFor(decryptSecret(deps.key, secretEncrypted), deps.siteName, username);
  const now = Date.now();
  // One step either side forgives a phone clock 30 seconds off, and a code typed as it changed.
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / 30) + delta;
}

type CodeKind = "app" | "recovery";

/** Whether the typed code is right for the account, using it up (a code never works twice). */
async function matchCode(
  deps: TwoStepDeps,
  account: { id: number; username: string },
  typed: string,
  confirmed: boolean,
): Promise<CodeKind | null> {
  const code = normaliseCode(typed);
  if (/^\d{6}$/.test(code)) {
    const authenticator = await repo.findAuthenticator(deps.db, account.id);
    if (!authenticator || (authenticator.confirmed_at !== null) !== confirmed) return null;
    const step = stepOf(deps, authenticator.secret_encrypted, account.username, code);
    return step !== null && (await repo.claimStep(deps.db, account.id, step)) ? "app" : null;
  }
  // Recovery codes stand in for any second factor, an authenticator or a passkey: they exist only
  // while the account has one (removing the last removes them).
  if (confirmed && looksLikeRecoveryCode(code)) {
    return (await repo.useRecoveryCode(deps.db, account.id, hashRecoveryCode(code))) ? "recovery" : null;
  }
  return null;
}

/**
 * Counts one try at a second step (a code, or a passkey: docs/decisions/025) with the same
 * protection as passwords: counted before the check, in atomic counters; a right answer gives its
 * try back with the function this answers. Crossing the account-wide limit is audited.
 */
export async function countSecondStepTry(db: Db, account: TwoStepAccount): Promise<() => Promise<void>> {
  const keys = {
    pair: `two-step:pair:${account.id}|${account.ip}`,
    ip: `two-step:ip:${account.ip}`,
    account: `two-step:account:${account.id}`,
  };
  const counted = [
    await hitRateLimit(db, keys.ip, CODE_RULES.ip),
    await hitRateLimit(db, keys.pair, CODE_RULES.pair),
    await hitRateLimit(db, keys.account, CODE_RULES.account),
  ];
  const accountWide = counted[2];
  if (accountWide && accountWide.hits === CODE_RULES.account.limit + 1) {
    await recordAudit(db, {
      actor: actorOf(account),
      action: "two_step.locked",
      target: targetOf(account),
      after: { wrong_codes: CODE_RULES.account.limit },
    });
  }
  const over = counted.find((result) => !result.allowed);
  if (over) throw new RateLimitedError(tooManyCodes(retryAfterText(over.retryAfterSeconds)), over.retryAfterSeconds);
  return async () => {
    await resetRateLimit(db, keys.pair);
    await giveBackRateLimit(db, keys.ip);
    await giveBackRateLimit(db, keys.account);
  };
}

/** Checks a code, counted as countSecondStepTry counts. */
async function checkCode(
  deps: TwoStepDeps,
  account: TwoStepAccount,
  typed: string,
  { confirmed = true } = {},
): Promise<CodeKind> {
  const giveBack = await countSecondStepTry(deps.db, account);
  const kind = await matchCode(deps, account, typed, confirmed);
  if (!kind) throw validation({ code: [CODE_WRONG] }, CODE_WRONG);
  await giveBack();
  return kind;
}

/** Ten new recovery codes, replacing any the account had; shown once, stored hashed. */
export async function issueRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => hashRecoveryCode(normaliseCode(code))),
  );
  return codes;
}

/** The first code turns it on: ten recovery codes are made, and the account's other sessions end. */
export async function confirmTwoStep(deps: TwoStepDeps, account: TwoStepAccount, code: string) {
  const { db } = deps;
  const authenticator = await repo.findAuthenticator(db, account.id);
  if (authenticator?.confirmed_at) throw conflict(TWO_STEP_ALREADY_ON);
  if (!authenticator) throw conflict(TWO_STEP_NOT_STARTED);
  await checkCode(deps, account, code, { confirmed: false });
  return db.transaction().execute(async (trx) => {
    await repo.confirmAuthenticator(trx, account.id);
    const codes = await issueRecoveryCodes(trx, account.id);
    await deleteUserSessions(trx, account.id, account.sessionIdHash);
    await recordAudit(trx, { actor: actorOf(account), action: "two_step.enable", target: targetOf(account) });
    return codes;
  });
}

/**
 * The account's password typed again by its signed-in owner, counted like sign-in's: per account
 * and address (5), per address (20), and per account from everywhere (10 in 15 minutes, which
 * locks: whoever types it holds a session already). A right password gives its tries back.
 */
export async function checkPassword(deps: TwoStepDeps, account: TwoStepAccount, password: string) {
  const { db } = deps;
  const keys = {
    ip: `password-again:ip:${account.ip}`,
    pair: `password-again:pair:${account.id}|${account.ip}`,
    account: `two-step:password:${account.id}`,
  };
  const counted = [
    await hitRateLimit(db, keys.ip, PASSWORD_RULES.ip),
    await hitRateLimit(db, keys.pair, PASSWORD_RULES.pair),
    await hitRateLimit(db, keys.account, PASSWORD_RULES.account),
  ];
  const over = counted.find((result) => !result.allowed);
  if (over) {
    throw new RateLimitedError(tooManyPasswords(retryAfterText(over.retryAfterSeconds)), over.retryAfterSeconds);
  }
  const passwordHash = await repo.findPasswordHash(db, account.id);
  if (!passwordHash || !(await verifyPassword(passwordHash, password))) {
    throw validation({ current_password: [PASSWORD_WRONG] }, PASSWORD_WRONG);
  }
  await resetRateLimit(db, keys.pair);
  await giveBackRateLimit(db, keys.ip);
  await giveBackRateLimit(db, keys.account);
}

/** A code from the account's authenticator app or a recovery code, counted; a recovery code's use is audited. */
export async function checkOwnCode(deps: TwoStepDeps, account: TwoStepAccount, code: string) {
  const kind = await checkCode(deps, account, code);
  if (kind === "recovery") await auditRecoveryCodeUsed(deps.db, account);
}

/**
 * Turning the authenticator off or making new recovery codes asks again for the password or a code.
 * New recovery codes need a second factor of any kind (an account with passkeys only has them too);
 * turning off needs the authenticator.
 */
async function proveAgain(
  deps: TwoStepDeps,
  account: TwoStepAccount,
  proof: { current_password: string; code: string },
  needs: "authenticator" | "any factor",
) {
  const has =
    (await repo.hasTwoStep(deps.db, account.id)) ||
    (needs === "any factor" && (await countPasskeys(deps.db, account.id)) > 0);
  if (!has) throw conflict(TWO_STEP_OFF);
  if (proof.code !== "") return checkOwnCode(deps, account, proof.code);
  if (proof.current_password === "") {
    throw badRequest(PROOF_REQUIRED, { current_password: [PROOF_REQUIRED], code: [PROOF_REQUIRED] });
  }
  await checkPassword(deps, account, proof.current_password);
}

function auditRecoveryCodeUsed(db: Db, account: TwoStepAccount) {
  return recordAudit(db, {
    actor: actorOf(account),
    action: "two_step.recovery_code_used",
    target: targetOf(account),
  });
}

export async function turnOffTwoStep(
  deps: TwoStepDeps,
  account: TwoStepAccount,
  proof: { current_password: string; code: string },
) {
  await proveAgain(deps, account, proof, "authenticator");
  await deps.db.transaction().execute(async (trx) => {
    // With a passkey left the account still gives a second step: its recovery codes stay.
    if ((await countPasskeys(trx, account.id)) > 0) await repo.removeAuthenticator(trx, account.id);
    else await repo.removeTwoStep(trx, account.id);
    await deleteUserSessions(trx, account.id, account.sessionIdHash);
    await recordAudit(trx, { actor: actorOf(account), action: "two_step.disable", target: targetOf(account) });
  });
}

export async function regenerateRecoveryCodes(
  deps: TwoStepDeps,
  account: TwoStepAccount,
  proof: { current_password: string; code: string },
) {
  await proveAgain(deps, account, proof, "any factor");
  return deps.db.transaction().execute(async (trx) => {
    const codes = await issueRecoveryCodes(trx, account.id);
    await recordAudit(trx, { actor: actorOf(account), action: "two_step.recovery_codes", target: targetOf(account) });
    return codes;
  });
}

const SECOND_STEP_MS = SECOND_STEP_MINUTES * 60 * 1000;

/** After a right password on an account with two-step sign-in: the token of the waiting second step. */
export async function beginSecondStep(db: Db, userId: number): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = randomToken();
  await repo.insertSecondStep(db, userId, hashToken(token), SECOND_STEP_MS);
  return { token, maxAgeSeconds: SECOND_STEP_MS / 1000 };
}

export const SECOND_STEP_EXPIRED = msg("This sign-in has expired. Sign in again with your password.");

/** The sign-in waiting for its second step behind the cookie's token; a 410 once expired or unknown. */
export async function waitingSecondStep(db: Db, token: string | undefined) {
  const tokenHash = token ? hashToken(token) : undefined;
  const waiting = tokenHash ? await repo.findSecondStep(db, tokenHash) : undefined;
  if (!tokenHash || !waiting) throw new HttpError(410, SECOND_STEP_EXPIRED);
  return { id: waiting.user_id, username: waiting.username, tokenHash };
}

/**
 * The code of a waiting second step: right, and the sign-in is over (the caller starts the session);
 * wrong, and it is counted. An expired or unknown step is a 410: the password is asked again.
 */
export async function finishSecondStep(deps: TwoStepDeps, token: string | undefined, ip: string, code: string) {
  const { tokenHash, ...waiting } = await waitingSecondStep(deps.db, token);
  const account = { id: waiting.id, username: waiting.username, ip };
  const kind = await checkCode(deps, account, code);
  await repo.deleteSecondStep(deps.db, tokenHash);
  if (kind === "recovery") await auditRecoveryCodeUsed(deps.db, account);
  return account;
}

export const NO_SUCH_ACCOUNT = (username: string) => msgWith("No account is named ''{username}''.", { username });

/**
 * For an owner who lost every device (`manage reset-two-step`): removes the account's authenticator,
 * passkeys and recovery codes and ends its sessions, so the password alone signs in again. Audited.
 * Answers whether it had two-step sign-in on.
 */
export async function resetTwoStep(db: Db, username: string, actor: AuditActor): Promise<boolean> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new HttpError(404, NO_SUCH_ACCOUNT(username));
  return db.transaction().execute(async (trx) => {
    const hadAuthenticator = await repo.removeTwoStep(trx, user.id);
    const passkeys = await deleteAllPasskeys(trx, user.id);
    await deleteUserSessions(trx, user.id);
    const had = hadAuthenticator || passkeys > 0;
    if (had) {
      const after = passkeys > 0 ? { passkeys_removed: passkeys } : undefined;
      await recordAudit(trx, { actor, action: "two_step.reset", target: targetOf(user), after });
    }
    return had;
  });
}
