import { accessNameSchema, emailSchema, GROUPS, msg, passwordSchema, usernameSchema } from "@bastion/shared";
import { z } from "zod";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { badRequest, conflict, HttpError, notFound, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import * as repo from "./accounts.repository";
import { keepAnOwner } from "./last-owner";

const newAccountSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  verified: boolean;
  groups?: readonly string[];
  permissions?: readonly string[];
  /** Who made the account for someone else (the CLI): recorded in the audit log. Unset for sign-ups. */
  createdBy?: AuditActor;
}

export interface AccessChange {
  groups?: readonly string[];
  permissions?: readonly string[];
}

function fieldErrors(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/**
 * Creates an account; unique username and e-mail regardless of case. Returns the new id.
 * `alongside` runs in the same transaction (e.g. the pending verification of a sign-up), so a
 * crash never leaves an account without it.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  alongside?: (trx: Db, userId: number) => Promise<void>,
): Promise<number> {
  const parsed = newAccountSchema.safeParse(account);
  if (!parsed.success) throw validation(fieldErrors(parsed.error));
  const { username, email, password } = parsed.data;
  if (await repo.findUserByUsername(db, username)) {
    throw conflict(msg("That username is taken."), { username: [msg("That username is taken.")] });
  }
  if (await repo.findUserByEmail(db, email)) {
    throw conflict(msg("An account with that e-mail already exists."), {
      email: [msg("An account with that e-mail already exists.")],
    });
  }
  const password_hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertUser(trx, {
      username,
      username_key: repo.keyOf(username),
      email,
      email_key: repo.keyOf(email),
      password_hash,
      is_verified: account.verified ? 1 : 0,
      profile_img: null,
      date_joined: nowIso(),
      last_login: null,
    });
    await applyAccessChange(trx, id, { groups: account.groups, permissions: account.permissions }, "grant");
    if (account.createdBy) {
      await recordAudit(trx, {
        actor: account.createdBy,
        action: "user.create",
        target: { type: "user", id, label: username },
        after: { email, verified: account.verified, ...(await repo.findDirectAccess(trx, id)) },
      });
    }
    await alongside?.(trx, id);
    return id;
  });
}

async function resolveGroups(db: Db, names: readonly string[]) {
  const found = await repo.findGroupIds(db, names);
  const missing = names.filter((name) => !found.some((group) => group.name === name));
  if (missing.length > 0) {
    const known = await repo.listGroupNames(db);
    throw badRequest(
      msgWith("Unknown group: {missing}. Known groups: {known}.", {
        missing: missing.join(", "),
        known: known.join(", "),
      }),
    );
  }
  return found.map((group) => group.id);
}

/** Grants or revokes groups and permissions; unknown groups and malformed names are refused whole. */
export async function applyAccessChange(db: Db, userId: number, change: AccessChange, mode: "grant" | "revoke") {
  const permissions = [...new Set(change.permissions ?? [])];
  for (const name of [...(change.groups ?? []), ...permissions]) {
    const check = accessNameSchema.safeParse(name);
    if (!check.success) {
      const problem = check.error.issues[0]?.message ?? "";
      throw badRequest(msgWith("Invalid name ''{name}'': {problem}", { name, problem: { nested: problem } }));
    }
  }
  const groupIds = await resolveGroups(db, [...new Set(change.groups ?? [])]);
  if (mode === "grant") {
    await repo.addUserGroups(db, userId, groupIds);
    await repo.addUserPermissions(db, userId, permissions);
  } else {
    await repo.removeUserGroups(db, userId, groupIds);
    await repo.removeUserPermissions(db, userId, permissions);
  }
}

/** What the CLI says when a revoke would leave the site without an active owner. */
export const lastOwnerRevoke = (username: string) =>
  `${username} is the site's last active owner, so they keep the owner group: grant it to another account first (grant --username NAME --groups owner).`;

/**
 * Grants or revokes by username (the CLI's grant and revoke), recorded in the audit log when it
 * changes anything. Like the owner console, it never takes the owner group from the last active owner.
 */
export async function changeAccessByUsername(
  db: Db,
  username: string,
  change: AccessChange,
  mode: "grant" | "revoke",
  actor: AuditActor,
) {
  const user = await repo.findUserByUsername(db, username);
  if (!user) throw notFound(msgWith("No user named ''{username}''.", { username }));
  await db.transaction().execute(async (trx) => {
    const before = await repo.findDirectAccess(trx, user.id);
    if (mode === "revoke" && change.groups?.includes(GROUPS.owner)) {
      await keepAnOwner(trx, user.id, lastOwnerRevoke(user.username));
    }
    await applyAccessChange(trx, user.id, change, mode);
    const after = await repo.findDirectAccess(trx, user.id);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      const target = { type: "user", id: user.id, label: user.username };
      await recordAudit(trx, { actor, action: "user.access", target, before, after });
    }
  });
  return { username: user.username, ...(await repo.findAccess(db, user.id)) };
}

export const findAccess = repo.findAccess;
/** The password rules (length, similarity, common passwords), for every feature that sets one. */
export { passwordProblems } from "./password-rules";
export const listUsers = repo.listUsers;
/** Every group's name, in order (the console's pickers). */
export const listGroupNames = repo.listGroupNames;

// A real argon2id hash of a random string: verifying against it when the e-mail is unknown
// makes a failed login take the same time whether or not the account exists.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword(`no-such-user-${Math.random()}`);
  return dummyHash;
};

export const INVALID_LOGIN = msg("Invalid Username or Password");
export const DEACTIVATED_LOGIN = msg(
  "This account has been deactivated by the site's staff. Use the contact form if you think this is a mistake.",
);
export const UNVERIFIED_LOGIN = msg(
  "Your account is not verified yet. Check your e-mail for the verification link, or request a new one.",
);

/** Checks e-mail and password; returns the user, or throws 401 (wrong), 403 (deactivated) or 412 (not verified). */
export async function authenticate(db: Db, email: string, password: string) {
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password_hash ?? (await timingDummy()), password);
  if (!user || !ok) throw new HttpError(401, INVALID_LOGIN);
  // Said only to someone who knows the password: a stranger learns nothing about the account.
  if (!user.is_active) throw new HttpError(403, DEACTIVATED_LOGIN);
  if (!user.is_verified) throw new HttpError(412, UNVERIFIED_LOGIN);
  // The sign-in itself (and its last_login) is the session's start: plugins/session.store.ts.
  return user;
}
