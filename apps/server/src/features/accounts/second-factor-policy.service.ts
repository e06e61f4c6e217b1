import { DEFAULT_SECOND_FACTOR_GROUPS, type SecondFactorPolicy } from "@bastion/shared";
import type { Db } from "../../db/database";
import { validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import * as repo from "./second-factor-policy.repository";
import { requiredGroups } from "./second-factors";

export const noSuchGroup = (name: string) => msgWith("No group is named ''{name}''.", { name });

/** The owner console's "Second factor" section: the required groups, among every group of the site. */
export async function secondFactorPolicy(db: Db): Promise<SecondFactorPolicy> {
  const choices = await repo.listGroupChoices(db);
  const groups = await requiredGroups(db);
  return {
    groups: groups.filter((name) => choices.some((group) => group.name === name)),
    choices,
    defaults: [...DEFAULT_SECOND_FACTOR_GROUPS],
  };
}

/** Saves the groups that must have a second factor (existing groups only), audited. Answers whether it changed. */
export async function setSecondFactorPolicy(db: Db, groups: readonly string[], actor: AuditActor): Promise<boolean> {
  const known = new Set((await repo.listGroupChoices(db)).map((group) => group.name));
  const unknown = groups.filter((name) => !known.has(name));
  if (unknown.length > 0) throw validation({ groups: unknown.map(noSuchGroup) }, noSuchGroup(unknown[0] ?? ""));
  const next = [...new Set(groups)].sort();
  const before = [...(await requiredGroups(db))].sort();
  if (next.join(",") === before.join(",")) return false;
  await db.transaction().execute(async (trx) => {
    await repo.savePolicyGroups(trx, next);
    await recordAudit(trx, {
      actor,
      action: "second_factor.policy",
      target: { type: "setting", id: "second_factor_groups", label: "Groups that must have a second factor" },
      before: { groups: before },
      after: { groups: next },
    });
  });
  return true;
}

/**
 * Keeps the stored list pointing at the same group after the group is renamed (`to`) or deleted
 * (null): the list holds names (issue 30, ranks). Call it in the transaction that renames or deletes.
 */
export async function renamePolicyGroup(trx: Db, from: string, to: string | null): Promise<void> {
  const stored = await repo.storedPolicyGroups(trx);
  if (!stored?.includes(from)) return;
  const next = stored.filter((name) => name !== from);
  if (to !== null) next.push(to);
  await repo.savePolicyGroups(trx, [...new Set(next)].sort());
}
