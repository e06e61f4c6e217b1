import {
  PASSKEY_ALREADY_ADDED,
  PASSKEY_CHECK_FAILED,
  PASSKEY_NOT_FOUND,
  PASSKEYS_FULL,
  PASSKEYS_MAX,
  type Passkey,
  type PasskeyRegisterBody,
} from "@bastion/shared";
import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { conflict, notFound } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/unique-violation";
import { deleteUserSessions } from "../../plugins/session.store";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import {
  checked,
  type PasskeyDeps,
  PasskeyRefusal,
  rememberChallenge,
  transportsOf,
  useChallenge,
  userHandleOf,
} from "./passkey-ceremonies";
import type { PasskeyRow } from "./passkeys.repository";
import * as repo from "./passkeys.repository";
import { countRecoveryCodesLeft, hasTwoStep, removeTwoStep } from "./two-step.repository";
import { issueRecoveryCodes } from "./two-step.service";

/** How many passkeys an account has (for the required-second-factor policy: one counts). */
export { countPasskeys } from "./passkeys.repository";

// An account's own passkeys (issue 29, docs/decisions/025): the list, adding one, renaming and
// removing. Adding or removing one is a change of second factor: the account's other sessions end.

type Account = Pick<AuthUser, "id" | "username" | "ip" | "sessionIdHash">;

const actorOf = (account: Account): AuditActor => ({ id: account.id, username: account.username, ip: account.ip });
const targetOf = (account: { id: number; username: string }) => ({
  type: "user",
  id: account.id,
  label: account.username,
});

const toDto = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  backed_up: row.backed_up === 1,
});

export async function listOwnPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  return (await repo.listPasskeys(db, userId)).map(toDto);
}

/**
 * The options for making a new passkey: one the browser's password manager or the phone keeps
 * (resident, so it can sign in without a username), never one the account already has.
 */
export async function startRegistration(deps: PasskeyDeps, account: Account) {
  const own = await repo.listPasskeys(deps.db, account.id);
  if (own.length >= PASSKEYS_MAX) throw conflict(PASSKEYS_FULL);
  const options = await generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userName: account.username,
    userDisplayName: account.username,
    userID: userHandleOf(deps.appSecret, account.id),
    attestationType: "none",
    excludeCredentials: own.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    // EdDSA, ES256 and RS256: what authenticators make, named so that a newer Node adds none by itself.
    supportedAlgorithmIDs: [-8, -7, -257],
  });
  await rememberChallenge(deps.db, options.challenge, "register", account.id);
  return options;
}

/** Whether the account gives a second step already: a confirmed authenticator or a passkey. */
const hasSecondFactor = async (db: Db, userId: number) =>
  (await hasTwoStep(db, userId)) || (await repo.countPasskeys(db, userId)) > 0;

async function auditFailure(db: Db, account: Account, error: unknown) {
  if (!(error instanceof PasskeyRefusal)) return;
  await recordAudit(db, {
    actor: actorOf(account),
    action: "passkey.failed",
    target: targetOf(account),
    after: { ceremony: "add", reason: error.reason },
  });
}

/**
 * Adds the passkey the browser made from startRegistration's options. The first second factor of
 * an account without recovery codes also brings ten, answered once. The other sessions end.
 */
export async function finishRegistration(
  deps: PasskeyDeps,
  account: Account,
  body: PasskeyRegisterBody,
): Promise<{ passkey: Passkey; recoveryCodes?: string[] }> {
  const { db, rp } = deps;
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    const challenge = await useChallenge(db, body.response.response.clientDataJSON, "register", account.id);
    verification = await checked(400, () =>
      verifyRegistrationResponse({
        response: body.response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      }),
    );
  } catch (error) {
    await auditFailure(db, account, error);
    throw error;
  }
  const info = verification.registrationInfo;
  if (!info) throw new PasskeyRefusal(400, PASSKEY_CHECK_FAILED, "no registration info");

  try {
    return await db.transaction().execute(async (trx) => {
      const count = await repo.countPasskeys(trx, account.id);
      if (count >= PASSKEYS_MAX) throw conflict(PASSKEYS_FULL);
      const firstFactor = !(await hasSecondFactor(trx, account.id));
      const name = body.name || `Passkey ${count + 1}`;
      const id = await repo.insertPasskey(trx, {
        user_id: account.id,
        credential_id: info.credential.id,
        public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
        counter: info.credential.counter,
        transports: JSON.stringify(info.credential.transports ?? []),
        device_type: info.credentialDeviceType,
        backed_up: info.credentialBackedUp ? 1 : 0,
        name,
        created_at: nowIso(),
      });
      const recoveryCodes =
        firstFactor && (await countRecoveryCodesLeft(trx, account.id)) === 0
          ? await issueRecoveryCodes(trx, account.id)
          : undefined;
      await deleteUserSessions(trx, account.id, account.sessionIdHash);
      await recordAudit(trx, {
        actor: actorOf(account),
        action: "passkey.add",
        target: targetOf(account),
        after: { name },
      });
      const row = await repo.findOwnPasskey(trx, account.id, id);
      if (!row) throw notFound(PASSKEY_NOT_FOUND);
      return { passkey: toDto(row), recoveryCodes };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PASSKEY_ALREADY_ADDED);
    throw error;
  }
}

export async function renameOwnPasskey(db: Db, account: Account, id: number, name: string) {
  const row = await repo.findOwnPasskey(db, account.id, id);
  if (!row) throw notFound(PASSKEY_NOT_FOUND);
  if (row.name === name) return;
  await db.transaction().execute(async (trx) => {
    await repo.renamePasskey(trx, account.id, id, name);
    await recordAudit(trx, {
      actor: actorOf(account),
      action: "passkey.rename",
      target: targetOf(account),
      before: { name: row.name },
      after: { name },
    });
  });
}

/**
 * Removes one of the account's passkeys; the other sessions end. The last second factor gone (no
 * passkey, no authenticator), sign-in asks for the password alone again and the recovery codes go.
 */
export async function removeOwnPasskey(db: Db, account: Account, id: number) {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findOwnPasskey(trx, account.id, id);
    if (!row || !(await repo.deletePasskey(trx, account.id, id))) throw notFound(PASSKEY_NOT_FOUND);
    if (!(await hasSecondFactor(trx, account.id))) await removeTwoStep(trx, account.id);
    await deleteUserSessions(trx, account.id, account.sessionIdHash);
    await recordAudit(trx, {
      actor: actorOf(account),
      action: "passkey.remove",
      target: targetOf(account),
      before: { name: row.name },
    });
  });
}
