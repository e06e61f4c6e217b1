import { GROUPS, msg } from "@bastion/shared";
import type { Db } from "../../db/database";
import { conflict } from "../../lib/errors";
import { countOtherActiveOwners, findPerson, lockOwnerGroup } from "./account-admin.repository";
import { findDirectAccess } from "./accounts.repository";

// The site always keeps an active owner (ADR 009), whether the owner console or the CLI makes the change.

export const LAST_OWNER = msg(
  "This is the site's last active owner: give the owner group to another account first, so someone can still run the site.",
);

/**
 * Refuses (409) a change that would leave the site without an active owner: call it inside the
 * change's transaction, before the change, when the change takes the owner group from this account,
 * deactivates it or deletes it. Nothing is refused when the account is not an active owner now.
 */
export async function keepAnOwner(trx: Db, userId: number, message = LAST_OWNER) {
  const row = await findPerson(trx, userId);
  const isActiveOwner = row?.is_active === 1 && (await findDirectAccess(trx, userId)).groups.includes(GROUPS.owner);
  if (!isActiveOwner) return;
  // Two changes at once take turns on the owner group's row, so they cannot both see the other owner.
  await lockOwnerGroup(trx);
  if ((await countOtherActiveOwners(trx, userId)) === 0) throw conflict(message);
}
