import { DEFAULT_SECOND_FACTOR_GROUPS } from "@bastion/shared";
import type { Db } from "../../db/database";
import { countPasskeys, passkeyUserIds } from "./passkeys.repository";
import { storedPolicyGroups } from "./second-factor-policy.repository";
import { hasTwoStep, twoStepUserIds } from "./two-step.repository";

// Issue 29: what counts as a second factor, decided in one place: an authenticator app or a passkey.

/** Whether the account has a second factor: the policy, the people page and the gate ask this. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  return (await hasTwoStep(db, userId)) || (await countPasskeys(db, userId)) > 0;
}

/** Which of these accounts have a second factor (the people table's page at once). */
export async function withSecondFactor(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const [authenticators, passkeys] = await Promise.all([twoStepUserIds(db, userIds), passkeyUserIds(db, userIds)]);
  return new Set([...authenticators, ...passkeys]);
}

/** The groups whose members must have a second factor: the owner's choice, else the defaults. */
export async function requiredGroups(db: Db): Promise<string[]> {
  return (await storedPolicyGroups(db)) ?? [...DEFAULT_SECOND_FACTOR_GROUPS];
}

/**
 * Whether the person must set up a second factor before anything else: a member of a required
 * group without one. Read from the database on every call (several app instances share it).
 */
export async function mustSetUpSecondFactor(db: Db, user: { id: number; groups: readonly string[] }) {
  if (user.groups.length === 0) return false;
  const required = await requiredGroups(db);
  if (!user.groups.some((group) => required.includes(group))) return false;
  return !(await hasSecondFactor(db, user.id));
}
