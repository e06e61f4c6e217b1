import {
  type AccessChangeRequest,
  accessChangeSchema,
  GROUPS,
  msg,
  PEOPLE_COUNT_TO,
  PEOPLE_PAGE_SIZE,
  PERMISSIONS,
  type PeopleList,
  type PeopleQuery,
  type PersonSummary,
} from "@bastion/shared";
import type { Db } from "../../db/database";
import { notFound } from "../../lib/errors";
import { deleteMedia } from "../../lib/media";
import { deleteUserSessions } from "../../plugins/session.store";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import * as repo from "./account-admin.repository";
import { findDirectAccess, listGroupNames } from "./accounts.repository";
import { applyAccessChange } from "./accounts.service";
import { keepAnOwner } from "./last-owner";
import { markVerified as markVerifiedOnce } from "./registration.repository";
import { hasSecondFactor, withSecondFactor } from "./second-factors";

// What the owner console does to accounts (issue 14). Every change is one transaction with its
// audit entry, and none may leave the site without an active owner.

export const PERSON_NOT_FOUND = msg("No such account.");

type SummaryRow = NonNullable<Awaited<ReturnType<typeof repo.findPerson>>>;

const toSummary = (
  row: Omit<SummaryRow, "profile_img">,
  groups: string[],
  permissions: string[],
  secondFactor: boolean,
): PersonSummary => ({
  id: row.id,
  username: row.username,
  email: row.email,
  groups,
  permissions,
  is_verified: row.is_verified === 1,
  is_active: row.is_active === 1,
  date_joined: row.date_joined,
  last_login: row.last_login,
  two_step: secondFactor,
});

const userTarget = (row: { id: number; username: string }) => ({ type: "user", id: row.id, label: row.username });

/** One page of the people table, filtered and paged in SQL; matches counted up to PEOPLE_COUNT_TO. */
export async function searchPeople(db: Db, query: PeopleQuery): Promise<PeopleList> {
  const { rows, matched, more } = await repo.searchPeople(
    db,
    { search: query.search, group: query.group, unverified: query.unverified, deactivated: query.deactivated },
    { limit: PEOPLE_PAGE_SIZE, offset: (query.page - 1) * PEOPLE_PAGE_SIZE, countTo: PEOPLE_COUNT_TO },
  );
  const ids = rows.map((row) => row.id);
  const access = await repo.accessOf(db, ids);
  const protectedIds = await withSecondFactor(db, ids);
  return {
    people: rows.map((row) =>
      toSummary(row, access.groups.get(row.id) ?? [], access.permissions.get(row.id) ?? [], protectedIds.has(row.id)),
    ),
    page: query.page,
    total: matched,
    more,
    page_count: Math.ceil(matched / PEOPLE_PAGE_SIZE),
  };
}

async function findRow(db: Db, id: number): Promise<SummaryRow> {
  const row = await repo.findPerson(db, id);
  if (!row) throw notFound(PERSON_NOT_FOUND);
  return row;
}

/** The account as the person page shows it (the caller adds what the person has written). */
export async function findPerson(db: Db, id: number) {
  const row = await findRow(db, id);
  const access = await findDirectAccess(db, id);
  const isOwner = row.is_active === 1 && access.groups.includes(GROUPS.owner);
  return {
    ...toSummary(row, access.groups, access.permissions, await hasSecondFactor(db, id)),
    profile_img: row.profile_img,
    live_sessions: await repo.countLiveSessions(db, id),
    known_groups: await listGroupNames(db),
    known_permissions: Object.values(PERMISSIONS).sort(),
    is_last_owner: isOwner && (await repo.countOtherActiveOwners(db, id)) === 0,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.join("\n") === b.join("\n");

/**
 * Sets the person's groups and direct permissions to exactly these (unknown groups are refused),
 * recording the before and after. Returns whether anything changed.
 */
export async function setAccess(db: Db, id: number, wanted: AccessChangeRequest, actor: AuditActor) {
  const next = accessChangeSchema.parse(wanted);
  const row = await findRow(db, id);
  return db.transaction().execute(async (trx) => {
    const before = await findDirectAccess(trx, id);
    const dropsOwner = before.groups.includes(GROUPS.owner) && !next.groups.includes(GROUPS.owner);
    if (dropsOwner) await keepAnOwner(trx, id);
    const revoke = {
      groups: before.groups.filter((group) => !next.groups.includes(group)),
      permissions: before.permissions.filter((permission) => !next.permissions.includes(permission)),
    };
    await applyAccessChange(trx, id, revoke, "revoke");
    await applyAccessChange(trx, id, next, "grant");
    const after = await findDirectAccess(trx, id);
    const changed = !sameList(before.groups, after.groups) || !sameList(before.permissions, after.permissions);
    if (changed) await recordAudit(trx, { actor, action: "user.access", target: userTarget(row), before, after });
    return changed;
  });
}

/**
 * Marks the account verified (its pending e-mail link is dropped). False when it already was. Like
 * the e-mail link, it makes a new member for Discord (issue 32): only the update that turns the flag
 * on tells it, in its transaction, and nothing turns it off again, so an account is announced once.
 */
export async function markVerified(db: Db, id: number, actor: AuditActor): Promise<boolean> {
  const row = await findRow(db, id);
  if (row.is_verified === 1) return false;
  return markVerifiedOnce(db, id, async (trx) => {
    await recordAudit(trx, { actor, action: "user.verify", target: userTarget(row) });
    await queueDiscordEvent(trx, { kind: "member_joined", username: row.username });
  });
}

/**
 * Deactivates (every session ends at once and login is refused) or reactivates the account.
 * False when it already was in that state.
 */
export async function setActive(db: Db, id: number, active: boolean, actor: AuditActor): Promise<boolean> {
  const row = await findRow(db, id);
  if ((row.is_active === 1) === active) return false;
  await db.transaction().execute(async (trx) => {
    if (!active) await keepAnOwner(trx, id);
    await repo.setFlags(trx, id, { is_active: active ? 1 : 0 });
    if (!active) await deleteUserSessions(trx, id);
    await recordAudit(trx, {
      actor,
      action: active ? "user.reactivate" : "user.deactivate",
      target: userTarget(row),
    });
  });
  return true;
}

/** Signs the person out everywhere (the owner's own current session is kept). Returns how many ended. */
export async function endSessions(db: Db, id: number, actor: AuditActor & { sessionIdHash?: string }) {
  const row = await findRow(db, id);
  return db.transaction().execute(async (trx) => {
    const before = await repo.countLiveSessions(trx, id);
    await deleteUserSessions(trx, id, actor.id === id ? actor.sessionIdHash : undefined);
    const ended = before - (await repo.countLiveSessions(trx, id));
    await recordAudit(trx, { actor, action: "user.sessions_end", target: userTarget(row), after: { ended } });
    return ended;
  });
}

/**
 * Deletes the account in one transaction with its audit entry (repo.deleteUser says what goes and
 * what stays); the profile picture's file is removed afterwards.
 */
export async function deleteAccount(deps: { db: Db; dataDir: string }, id: number, actor: AuditActor) {
  const row = await findRow(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    await keepAnOwner(trx, id);
    const access = await findDirectAccess(trx, id);
    await recordAudit(trx, {
      actor,
      action: "user.delete",
      target: userTarget(row),
      before: { username: row.username, email: row.email, ...access },
    });
    if (!(await repo.deleteUser(trx, id))) throw notFound(PERSON_NOT_FOUND);
  });
  await deleteMedia(deps.dataDir, row.profile_img);
  return row.username;
}

/** The overview's account counts; `since` is the start of "new this week". */
export const countAccounts = repo.countAccounts;
