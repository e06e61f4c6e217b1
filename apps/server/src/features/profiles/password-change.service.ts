import {
  type ChangePasswordRequest,
  type FieldErrors,
  msg,
  NEW_PASSWORDS_MUST_MATCH,
  PASSWORD_FIELDS_REQUIRED,
  PASSWORD_MAX,
} from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { badRequest, unauthorized, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { assertAllowed, giveBackRateLimit, hitRateLimit } from "../../lib/rate-limit";
import { deleteUserSessions } from "../../plugins/session.store";
import { passwordProblems } from "../accounts/accounts.service";
import * as repo from "./profiles.repository";

export const CURRENT_PASSWORD_WRONG = msg("Your current password is incorrect.");
export const PASSWORD_CHANGED = msg("Your password has been changed.");
export const PASSWORD_UNCHANGED = msg("The new password must be different from the current one.");
/** A stolen session must not become a way to guess the password: wrong guesses are counted per account. */
export const WRONG_CURRENT_RULE = { limit: 10, windowMs: 15 * 60 * 1000 };
const tooManyGuesses = (when: string) =>
  msgWith("Too many wrong current passwords. Try again {when}.", { when: { nested: when } });
const PASSWORD_TOO_LONG = msg("This password is too long. It must contain at most {max} characters.", {
  max: PASSWORD_MAX,
});

type Fields = ChangePasswordRequest;

/**
 * Changes the signed-in user's password after checking the current one and the password rules,
 * then ends every other session of theirs; the session making the change stays signed in.
 */
export async function changePassword(db: Db, user: AuthUser, body: Fields): Promise<void> {
  const blank = (Object.keys(body) as (keyof Fields)[]).filter((field) => body[field].trim() === "");
  if (blank.length > 0) {
    throw badRequest(
      PASSWORD_FIELDS_REQUIRED,
      Object.fromEntries(blank.map((field) => [field, [msg("This field is required.")]])),
    );
  }
  const account = await repo.findCredentials(db, user.id);
  if (!account) throw unauthorized();
  const guessKey = `password-change:${user.id}`;
  // Counted before the slow check (and given back when right), so parallel guesses cannot pass the limit.
  assertAllowed(await hitRateLimit(db, guessKey, WRONG_CURRENT_RULE), tooManyGuesses);
  if (!(await verifyPassword(account.password_hash, body.current_password))) {
    throw validation({ current_password: [CURRENT_PASSWORD_WRONG] }, CURRENT_PASSWORD_WRONG);
  }
  await giveBackRateLimit(db, guessKey);
  if (body.new_password1 !== body.new_password2) {
    throw validation({ new_password2: [NEW_PASSWORDS_MUST_MATCH] }, NEW_PASSWORDS_MUST_MATCH);
  }
  const password = body.new_password2;
  const problems = passwordProblems(password, { username: account.username, email: account.email });
  if (password.length > PASSWORD_MAX) problems.push(PASSWORD_TOO_LONG);
  if (password === body.current_password) problems.push(PASSWORD_UNCHANGED);
  if (problems.length > 0) {
    const errors: FieldErrors = { new_password2: problems };
    throw validation(errors, problems[0]);
  }
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, user.id, passwordHash);
    await deleteUserSessions(trx, user.id, user.sessionIdHash);
  });
}
