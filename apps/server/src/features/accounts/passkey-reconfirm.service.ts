import { PASSKEY_OF_ANOTHER_ACCOUNT, type PasskeyAssertionBody } from "@bastion/shared";
import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import type { AuthUser } from "../../auth-user";
import { conflict } from "../../lib/errors";
import {
  checked,
  credentialOf,
  type PasskeyDeps,
  PasskeyRefusal,
  rememberChallenge,
  transportsOf,
  useChallenge,
} from "./passkey-ceremonies";
import { NO_PASSKEY } from "./passkey-sign-in.service";
import * as repo from "./passkeys.repository";
import { auditReconfirmFailed, markReconfirmed } from "./reconfirm.service";

// Confirming it is you with a passkey before a dangerous action (issue 29, docs/decisions/026):
// one of the signed-in account's own passkeys, its challenge made for this account and used once.

/** Options offering the account's own passkeys. */
export async function startPasskeyReconfirm(deps: PasskeyDeps, user: AuthUser) {
  const passkeys = await repo.listPasskeys(deps.db, user.id);
  if (passkeys.length === 0) throw conflict(NO_PASSKEY);
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    allowCredentials: passkeys.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    // As for the second step: the session is the account's already, the passkey proves its holder is.
    userVerification: "preferred",
  });
  await rememberChallenge(deps.db, options.challenge, "reconfirm", user.id);
  return options;
}

/** Checks the browser's answer; a good one confirms the session, a refused one is audited. */
export async function finishPasskeyReconfirm(
  deps: PasskeyDeps,
  user: AuthUser,
  response: PasskeyAssertionBody["response"],
) {
  const { db } = deps;
  let used: repo.PasskeyRow;
  let newCounter: number;
  try {
    const challenge = await useChallenge(db, response.response.clientDataJSON, "reconfirm", user.id);
    const passkey = await repo.findPasskeyByCredential(db, response.id);
    if (passkey?.user_id !== user.id) {
      throw new PasskeyRefusal(
        400,
        PASSKEY_OF_ANOTHER_ACCOUNT,
        passkey ? "passkey of another account" : "unknown passkey",
      );
    }
    const result = await checked(400, () =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: deps.rp.origin,
        expectedRPID: deps.rp.id,
        credential: credentialOf(passkey),
        requireUserVerification: false,
      }),
    );
    used = passkey;
    newCounter = result.authenticationInfo.newCounter;
  } catch (error) {
    if (error instanceof PasskeyRefusal) await auditReconfirmFailed(db, user, "passkey");
    throw error;
  }
  await repo.markPasskeyUsed(db, used.id, newCounter);
  return markReconfirmed(db, user, "passkey");
}
