import { confirmedUntil, msg, type ReconfirmMethod, type ReconfirmRequest } from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { badRequest, HttpError } from "../../lib/errors";
import { markConfirmed } from "../../plugins/session.store";
import { recordAudit } from "../audit/audit.service";
import { countPasskeys } from "./passkeys.repository";
import { hasSecondFactor } from "./second-factors";
import { checkOwnCode, checkPassword, type TwoStepDeps } from "./two-step.service";

export const PASSWORD_REQUIRED = msg("Enter your password.");
export const CODE_REQUIRED_AGAIN = msg("Enter a code from your authenticator app, or a recovery code.");

/**
 * How the person confirms it is them: with the second factor when they have one (the password is
 * what a thief is assumed to have), else with the password.
 */
export async function reconfirmMethods(deps: TwoStepDeps, userId: number): Promise<ReconfirmMethod[]> {
  if (!(await hasSecondFactor(deps.db, userId))) return ["password"];
  return (await countPasskeys(deps.db, userId)) > 0 ? ["passkey", "code"] : ["code"];
}

const target = (user: AuthUser) => ({ type: "user", id: user.id, label: user.username });

/**
 * Checks the password or code with sign-in's counters, then marks the session confirmed now.
 * Success and every wrong try are audited; a lock (429) is the counters' own answer.
 */
export async function reconfirm(deps: TwoStepDeps, user: AuthUser, proof: Required<ReconfirmRequest>) {
  const { db } = deps;
  const methods = await reconfirmMethods(deps, user.id);
  const method: ReconfirmMethod = methods.includes("code") ? "code" : "password";
  const typed = method === "code" ? proof.code : proof.current_password;
  if (typed === "") {
    const field = method === "code" ? "code" : "current_password";
    const message = method === "code" ? CODE_REQUIRED_AGAIN : PASSWORD_REQUIRED;
    throw badRequest(message, { [field]: [message] });
  }
  try {
    if (method === "code") await checkOwnCode(deps, user, typed);
    else await checkPassword(deps, user, typed);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) {
      await auditReconfirmFailed(db, user, method);
    }
    throw error;
  }
  return markReconfirmed(db, user, method);
}

/** The person proved who they are with `method`: the session is confirmed from now, audited. */
export async function markReconfirmed(db: Db, user: AuthUser, method: ReconfirmMethod) {
  const at = await markConfirmed(db, user.sessionIdHash);
  await recordAudit(db, { actor: user, action: "session.reconfirm", target: target(user), after: { method } });
  return { confirmed_until: confirmedUntil(at) };
}

/** A refused confirmation, audited with how it was tried. */
export const auditReconfirmFailed = (db: Db, user: AuthUser, method: ReconfirmMethod) =>
  recordAudit(db, { actor: user, action: "session.reconfirm_failed", target: target(user), after: { method } });
