import { PASSKEY_OF_ANOTHER_ACCOUNT, type PasskeyAssertionBody } from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import { type PasskeyDeps, PasskeyRefusal, useChallenge } from "./passkey-ceremonies";
import { ownPasskeyOptions, verifySignature } from "./passkey-sign-in.service";
import * as repo from "./passkeys.repository";
import { auditReconfirmFailed, markReconfirmed } from "./reconfirm.service";

// Confirming it is you with a passkey before a dangerous action (issue 29, docs/decisions/026):
// one of the signed-in account's own passkeys, its challenge made for this account and used once.

/** Options offering the account's own passkeys (409 when it has none). */
export const startPasskeyReconfirm = (deps: PasskeyDeps, user: AuthUser) =>
  ownPasskeyOptions(deps, user.id, "reconfirm");

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
      const reason = passkey ? "passkey of another account" : "unknown passkey";
      throw new PasskeyRefusal(400, PASSKEY_OF_ANOTHER_ACCOUNT, reason);
    }
    used = passkey;
    newCounter = await verifySignature(deps, passkey, response, challenge, { status: 400, userVerification: false });
  } catch (error) {
    if (error instanceof PasskeyRefusal) await auditReconfirmFailed(db, user, "passkey");
    throw error;
  }
  await repo.markPasskeyUsed(db, used.id, newCounter);
  return markReconfirmed(db, user, "passkey");
}
