import { randomInt } from "node:crypto";
import {
  type AuditAction,
  formatLinkCode,
  LINK_CODE_ALPHABET,
  LINK_CODE_LENGTH,
  LINK_CODE_MINUTES,
  type MinecraftLink,
  type MinecraftLinkChanged,
  type MinecraftLinkStatus,
  msg,
  type VerifiedPlayerView,
} from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { isoIn, nowIso } from "../../lib/clock";
import { conflict, notFound, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { assertAllowed, checkRateLimit, hitRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import { hashToken } from "../../lib/tokens";
import { isUniqueViolation } from "../../lib/unique-violation";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import * as repo from "./minecraft-link.repository";
import type { MinecraftLinkRow } from "./minecraft-link.table";

// Issue 32: a site account proves which Minecraft account is its own. The link server (the
// protocol, ./link-server) lets a player in only once Mojang's session server confirms them; then
// `codeForJoin` gives that uuid a one-time code, shown in the kick message, and the code typed on
// the profile (`linkWithCode`) links the two. Every counter is in the database (lib/rate-limit.ts):
// several instances share nothing in memory.

const MINUTE_MS = 60 * 1000;
const CODE_MS = LINK_CODE_MINUTES * MINUTE_MS;

/** Codes one joining address may be given: enough for a family behind one router. */
export const CODES_PER_ADDRESS: RateLimitRule = { limit: 5, windowMs: 10 * MINUTE_MS };
/** Wrong codes one account may type. */
export const WRONG_CODES_PER_ACCOUNT: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE_MS };
/** Wrong codes one client address may type (several accounts behind one address). */
export const WRONG_CODES_PER_ADDRESS: RateLimitRule = { limit: 30, windowMs: 60 * MINUTE_MS };

export const WRONG_CODE = msg(
  "That code is not right. Check it, or join the link server again for a new one (a code works once).",
);
export const EXPIRED_CODE = msg("That code has expired. Join the link server again for a new one.");
const NOT_LINKED = msg("Your account has no linked Minecraft account.");

const wrongKeys = (user: AuthUser) => [
  { key: `minecraft-link:wrong:user:${user.id}`, rule: WRONG_CODES_PER_ACCOUNT },
  { key: `minecraft-link:wrong:ip:${user.ip}`, rule: WRONG_CODES_PER_ADDRESS },
];

const tooManyWrong = (when: string) =>
  msgWith("Too many wrong codes. Please try again {when}.", { when: { nested: when } });

/** A new code: 8 characters of the alphabet, each drawn from the system's random source. */
export function newLinkCode(): string {
  let code = "";
  for (let index = 0; index < LINK_CODE_LENGTH; index += 1)
    code += LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)];
  return code;
}

/** Where the site stands with linking: what the status route and the profile need. */
export interface LinkingSetup {
  /** What players type in their server list; null while the site runs no link server. */
  address: string | null;
  /** Whether only the linked player may appeal now (the owner's setting, while there is a link server). */
  appealsLinkedOnly(): Promise<boolean>;
}

const toLink = (row: MinecraftLinkRow) => ({ uuid: row.uuid, name: row.name, linked_at: row.linked_at });

export async function linkStatus(db: Db, setup: LinkingSetup, userId: number): Promise<MinecraftLinkStatus> {
  const row = await repo.findLinkByUser(db, userId);
  return {
    enabled: setup.address !== null,
    address: setup.address,
    link: row ? toLink(row) : null,
    code_minutes: LINK_CODE_MINUTES,
    appeals_linked_player_only: await setup.appealsLinkedOnly(),
  };
}

/** The account's linked Minecraft account, if any: the appeals' rule asks it. */
export async function findLinkOf(db: Db, userId: number): Promise<VerifiedPlayerView | undefined> {
  const row = await repo.findLinkByUser(db, userId);
  return row ? { uuid: row.uuid, name: row.name } : undefined;
}

/** The account's link with its date (the owner console's person page). */
export async function findFullLinkOf(db: Db, userId: number): Promise<MinecraftLink | undefined> {
  const row = await repo.findLinkByUser(db, userId);
  return row ? toLink(row) : undefined;
}

/** User id → linked Minecraft account. */
export type VerifiedPlayers = ReadonlyMap<number, VerifiedPlayerView>;

/** Several accounts' linked Minecraft accounts in one query (a page of comments): user id → player. */
export async function findLinksOf(db: Db, userIds: readonly number[]): Promise<VerifiedPlayers> {
  const rows = await repo.findLinksByUsers(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.user_id, { uuid: row.uuid, name: row.name }]));
}

/** A comment's `minecraft_name` field: present only for a linked author (the spec's fields stay as they are). */
export const minecraftName = (player: VerifiedPlayerView | undefined) =>
  player ? { minecraft_name: player.name } : {};

/** What a verified join is told (the kick message), as a message source and its values. */
export type JoinAnswer =
  | { kind: "linked"; username: string }
  | { kind: "code"; code: string }
  | { kind: "too-many-codes"; retryAfterSeconds: number };

/**
 * A verified player joined the link server. Already linked: the name is refreshed and the answer
 * says to whom. Otherwise a new code for that uuid (replacing an unused one), within the address's
 * allowance of codes.
 */
export async function codeForJoin(db: Db, player: VerifiedPlayerView, address: string): Promise<JoinAnswer> {
  const linked = await repo.findLinkByUuid(db, player.uuid);
  if (linked) {
    await repo.renameLink(db, player.uuid, player.name, nowIso());
    return { kind: "linked", username: linked.username };
  }
  const allowance = await hitRateLimit(db, `minecraft-link:codes:${address}`, CODES_PER_ADDRESS);
  if (!allowance.allowed) return { kind: "too-many-codes", retryAfterSeconds: allowance.retryAfterSeconds };
  for (let attempt = 0; ; attempt += 1) {
    const code = newLinkCode();
    try {
      await repo.putCode(db, {
        uuid: player.uuid,
        name: player.name,
        code_hash: hashToken(code),
        created_at: nowIso(),
        expires_at: isoIn(CODE_MS),
      });
      return { kind: "code", code: formatLinkCode(code) };
    } catch (error) {
      // Another uuid's pending code is the same (one in 10^11): draw again.
      if (!isUniqueViolation(error) || attempt > 2) throw error;
    }
  }
}

const userTarget = (user: { id: number; username: string }) => ({ type: "user", id: user.id, label: user.username });

/**
 * The code the kick message showed, typed on the profile: links the account to that Minecraft
 * account (or moves its link there: a re-link), once. Wrong and expired codes count against the
 * account and the address.
 */
export async function linkWithCode(
  db: Db,
  setup: LinkingSetup,
  user: AuthUser,
  code: string,
): Promise<MinecraftLinkChanged> {
  for (const { key, rule } of wrongKeys(user)) assertAllowed(await checkRateLimit(db, key, rule), tooManyWrong);
  const taken = await repo.takeCode(db, hashToken(code));
  if (!taken || taken.expires_at <= nowIso()) {
    for (const { key, rule } of wrongKeys(user)) await hitRateLimit(db, key, rule);
    throw validation({ code: [taken ? EXPIRED_CODE : WRONG_CODE] }, taken ? EXPIRED_CODE : WRONG_CODE);
  }
  const holder = await repo.findLinkByUuid(db, taken.uuid);
  if (holder && holder.user_id !== user.id) throw alreadyLinked(taken.name);
  const before = await repo.findLinkByUser(db, user.id);
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      if (before) await repo.deleteLink(trx, user.id);
      await repo.insertLink(trx, {
        user_id: user.id,
        uuid: taken.uuid,
        name: taken.name,
        linked_at: now,
        name_updated_at: now,
      });
      const same = before?.uuid === taken.uuid;
      if (same) return;
      await recordAudit(trx, {
        actor: user,
        action: before ? "minecraft.relink" : "minecraft.link",
        target: userTarget(user),
        before: before ? { minecraft_name: before.name, minecraft_uuid: before.uuid } : undefined,
        after: { minecraft_name: taken.name, minecraft_uuid: taken.uuid },
      });
    });
  } catch (error) {
    // Another account linked the same uuid meanwhile: the unique index keeps one.
    if (isUniqueViolation(error)) throw alreadyLinked(taken.name);
    throw error;
  }
  return {
    message: msgWith("Your account is now linked to the Minecraft account {name}.", { name: taken.name }),
    status: await linkStatus(db, setup, user.id),
  };
}

const alreadyLinked = (name: string) =>
  conflict(
    msgWith("The Minecraft account {name} is already linked to another account on this site. Unlink it there first.", {
      name,
    }),
  );

/** The person removes their own link. */
export async function unlinkOwn(db: Db, setup: LinkingSetup, user: AuthUser): Promise<MinecraftLinkChanged> {
  const removed = await unlink(db, user.id, user, "minecraft.unlink", userTarget(user));
  if (!removed) throw notFound(NOT_LINKED);
  return {
    message: msgWith("Your account is no longer linked to the Minecraft account {name}.", { name: removed.name }),
    status: await linkStatus(db, setup, user.id),
  };
}

/** The owner removes a person's link from the console; answers the link removed, if there was one. */
export async function unlinkByStaff(
  db: Db,
  person: { id: number; username: string },
  actor: AuditActor,
): Promise<MinecraftLinkRow | undefined> {
  return unlink(db, person.id, actor, "minecraft.unlink_staff", userTarget(person));
}

async function unlink(
  db: Db,
  userId: number,
  actor: AuditActor,
  action: AuditAction,
  target: ReturnType<typeof userTarget>,
) {
  return db.transaction().execute(async (trx) => {
    const removed = await repo.deleteLink(trx, userId);
    if (!removed) return undefined;
    await recordAudit(trx, {
      actor,
      action,
      target,
      before: { minecraft_name: removed.name, minecraft_uuid: removed.uuid },
    });
    return removed;
  });
}

/**
 * Current names of some players (LiteBans' history during a sync): the linked ones among them whose
 * name changed are renamed. `namesOf` is asked only for linked uuids, so a slice of strangers costs
 * one indexed query. Answers how many were renamed.
 */
export async function refreshLinkedNames(
  db: Db,
  uuids: readonly string[],
  namesOf: (uuids: string[]) => Promise<ReadonlyMap<string, string>>,
): Promise<number> {
  const linked = await repo.findLinkedUuids(db, uuids);
  if (linked.length === 0) return 0;
  const names = await namesOf(linked.map((row) => row.uuid));
  let renamed = 0;
  const now = nowIso();
  for (const row of linked) {
    const name = names.get(row.uuid);
    if (name && name !== row.name && (await repo.renameLink(db, row.uuid, name, now))) renamed += 1;
  }
  return renamed;
}

/** Expired codes are never accepted; the sweep only keeps the table small. */
export const sweepLinkCodes = (db: Db) => repo.deleteExpiredCodes(db, nowIso());
