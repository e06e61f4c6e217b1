import {
  msg,
  PASSKEY_CHECK_FAILED,
  PASSKEY_OF_ANOTHER_ACCOUNT,
  PASSKEY_UNKNOWN,
  type PasskeyAssertionBody,
} from "@bastion/shared";
import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Db } from "../../db/database";
import { conflict, HttpError } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { assertAllowed, giveBackRateLimit, hitRateLimit } from "../../lib/rate-limit";
import { recordAudit } from "../audit/audit.service";
import { DEACTIVATED_LOGIN, UNVERIFIED_LOGIN } from "./accounts.service";
import { LOGIN_RULES, lockedMessage } from "./login.service";
import {
  checked,
  credentialOf,
  type PasskeyDeps,
  PasskeyRefusal,
  rememberChallenge,
  transportsOf,
  useChallenge,
  userHandleOf,
} from "./passkey-ceremonies";
import * as repo from "./passkeys.repository";
import { claimSecondStep } from "./two-step.repository";
import { countSecondStepTry, SECOND_STEP_EXPIRED, waitingSecondStep } from "./two-step.service";

// Signing in with a passkey (issue 29, docs/decisions/025): alone, with any of the site's passkeys
// the browser offers (user verification required: the passkey is then two factors by itself), or
// as the second step after a right password (that account's passkeys only).

type Response = PasskeyAssertionBody["response"];
type Account = { id: number; username: string };

/** Ceremonies started from one address: enough for a school behind one address, not to fill the table. */
const STARTS_RULE = { limit: 120, windowMs: 5 * 60 * 1000 };
const tooManyStarts = (when: string) =>
  msgWith("Too many passkey sign-ins started. Try again {when}.", { when: { nested: when } });

async function countStart(db: Db, ip: string) {
  assertAllowed(await hitRateLimit(db, `passkey:start:${ip}`, STARTS_RULE), tooManyStarts);
}

const userTarget = (account: Account) => ({ type: "user", id: account.id, label: account.username });

async function auditRefusal(db: Db, account: Account, ip: string, ceremony: string, error: unknown) {
  if (!(error instanceof PasskeyRefusal)) return;
  await recordAudit(db, {
    actor: { id: account.id, username: account.username, ip },
    action: "passkey.failed",
    target: userTarget(account),
    after: { ceremony, reason: error.reason },
  });
}

/** Checks the browser's signature with the stored passkey; answers its new counter. */
export async function verifySignature(
  deps: PasskeyDeps,
  passkey: repo.PasskeyRow,
  response: Response,
  challenge: string,
  { status, userVerification }: { status: 400 | 401; userVerification: boolean },
) {
  const result = await checked(status, () =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      credential: credentialOf(passkey),
      requireUserVerification: userVerification,
    }),
  );
  return result.authenticationInfo.newCounter;
}

/** Options for signing in with a passkey alone: any of the site's, picked in the browser. */
export async function startPasskeySignIn(deps: PasskeyDeps, ip: string) {
  await countStart(deps.db, ip);
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    allowCredentials: [],
    userVerification: "required",
  });
  await rememberChallenge(deps.db, options.challenge, "sign_in", null);
  return options;
}

/**
 * Signs in with a passkey alone. Every try counts against the address as a wrong password does
 * (login.service.ts), a good one gives it back. Answers the account; the caller starts the session.
 */
export async function finishPasskeySignIn(deps: PasskeyDeps, response: Response, ip: string): Promise<Account> {
  const { db } = deps;
  const ipKey = `login:ip:${ip}`;
  assertAllowed(await hitRateLimit(db, ipKey, LOGIN_RULES.ip), lockedMessage);
  const challenge = await useChallenge(db, response.response.clientDataJSON, "sign_in", null);
  const passkey = await repo.findPasskeyByCredential(db, response.id);
  // An unknown passkey (removed here, or another site's) names no account: nothing to audit.
  if (!passkey) throw new PasskeyRefusal(401, PASSKEY_UNKNOWN, "unknown passkey");
  const user = await repo.findAccountOf(db, passkey.user_id);
  if (!user) throw new PasskeyRefusal(401, PASSKEY_UNKNOWN, "unknown passkey");
  let newCounter: number;
  try {
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(deps.appSecret, user.id))) {
      throw new PasskeyRefusal(401, PASSKEY_CHECK_FAILED, "user handle of another account");
    }
    newCounter = await verifySignature(deps, passkey, response, challenge, { status: 401, userVerification: true });
  } catch (error) {
    await auditRefusal(db, user, ip, "sign_in", error);
    throw error;
  }
  // The same refusals as the password's, said only to whoever holds the account's passkey; as there,
  // a deactivated account's try stays counted.
  if (!user.is_active) throw new HttpError(403, DEACTIVATED_LOGIN);
  await giveBackRateLimit(db, ipKey);
  if (!user.is_verified) throw new HttpError(412, UNVERIFIED_LOGIN);
  await db.transaction().execute(async (trx) => {
    await repo.markPasskeyUsed(trx, passkey.id, newCounter);
    await recordAudit(trx, {
      actor: { id: user.id, username: user.username, ip },
      action: "passkey.sign_in",
      target: userTarget(user),
      after: { name: passkey.name },
    });
  });
  return { id: user.id, username: user.username };
}

export const NO_PASSKEY = msg("This account has no passkey. Enter a code instead.");

/**
 * Options naming one account's own passkeys, for a ceremony that already knows the account: the
 * second step after its password, or re-confirming its session. Its presence is enough there (user
 * verification preferred): the password, or the session, is the other factor.
 */
export async function ownPasskeyOptions(deps: PasskeyDeps, userId: number, purpose: "second_step" | "reconfirm") {
  const passkeys = await repo.listPasskeys(deps.db, userId);
  if (passkeys.length === 0) throw conflict(NO_PASSKEY);
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    allowCredentials: passkeys.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    userVerification: "preferred",
  });
  await rememberChallenge(deps.db, options.challenge, purpose, userId);
  return options;
}

/** Options for the second step of a waiting sign-in: that account's passkeys only. */
export async function startPasskeySecondStep(deps: PasskeyDeps, token: string | undefined, ip: string) {
  const waiting = await waitingSecondStep(deps.db, token);
  await countStart(deps.db, ip);
  return ownPasskeyOptions(deps, waiting.id, "second_step");
}

/**
 * The second step with a passkey: counted as wrong codes are (two-step.service.ts); a passkey of
 * another account is refused. Answers the account; the caller starts the session.
 */
export async function finishPasskeySecondStep(
  deps: PasskeyDeps,
  token: string | undefined,
  ip: string,
  response: Response,
): Promise<Account> {
  const { db } = deps;
  const waiting = await waitingSecondStep(db, token);
  const account = { id: waiting.id, username: waiting.username };
  const giveBack = await countSecondStepTry(db, { ...account, ip });
  let passkey: repo.PasskeyRow | undefined;
  let newCounter: number;
  try {
    const challenge = await useChallenge(db, response.response.clientDataJSON, "second_step", account.id);
    passkey = await repo.findPasskeyByCredential(db, response.id);
    if (!passkey || passkey.user_id !== account.id) {
      throw new PasskeyRefusal(
        400,
        PASSKEY_OF_ANOTHER_ACCOUNT,
        passkey ? "passkey of another account" : "unknown passkey",
      );
    }
    newCounter = await verifySignature(deps, passkey, response, challenge, { status: 400, userVerification: false });
  } catch (error) {
    await auditRefusal(db, account, ip, "second_step", error);
    throw error;
  }
  if (!(await claimSecondStep(db, waiting.tokenHash))) throw new HttpError(410, SECOND_STEP_EXPIRED);
  await giveBack();
  const used = passkey;
  await db.transaction().execute(async (trx) => {
    await repo.markPasskeyUsed(trx, used.id, newCounter);
    await recordAudit(trx, {
      actor: { ...account, ip },
      action: "passkey.second_step",
      target: userTarget(account),
      after: { name: used.name },
    });
  });
  return account;
}
