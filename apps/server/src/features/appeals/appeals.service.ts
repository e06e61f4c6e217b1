import {
  APPEAL_LIMITS,
  type AppealCreateRequest,
  type AppealDetail,
  type AppealList,
  type AppealListQuery,
  type AppealModified,
  type AppealModifyRequest,
  type AppealOthersClosed,
  type AppealPunishment,
  type AppealVerifyRequest,
  type AppealView,
  cleanWrittenText,
  DEFAULT_PROFILE_IMG,
  msg,
  type OwnAppeal,
} from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { PostingLimits } from "../../config";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { conflict, forbidden, HttpError, notFound, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { pageNumbersFor } from "../../lib/paging";
import { assertMayAppeal, countAppeal } from "../../lib/posting-limits";
import { isUniqueViolation } from "../../lib/unique-violation";
import { recordAudit } from "../audit/audit.service";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import { findLinkOf, findLinksOf, minecraftName } from "../minecraft-link/minecraft-link.service";
import {
  findNewestForPlayer,
  findPunishment,
  findSummaries,
  type PunishmentSummary,
} from "../punishments/punishments.service";
import { rankBadgeOf } from "../ranks/rank-badge.service";
import { canDeleteComment, canTakePart, isAdministrator } from "./appeals.access";
import type { AppealNotifier } from "./appeals.notify";
import * as repo from "./appeals.repository";

export interface AppealDeps {
  db: Db;
  notifier: AppealNotifier;
  /** Flood control: appeals a day and comments per minute and hour, per account. */
  postingLimits: PostingLimits;
  /**
   * Whether only the account linked to the punished player may appeal (issue 32): the owner's
   * setting, in effect while the site runs a link server.
   */
  linkedPlayerOnly(): Promise<boolean>;
}

export const APPEAL_NOT_FOUND = msg("Appeal not found.");
export const ALREADY_OPEN = msg(
  "You already have an open appeal for this punishment. A new one can be made once that appeal is closed.",
);
export const OTHER_OPEN = msg(
  "The submitter has another open appeal for this punishment. Close that one before reopening this appeal.",
);
export const NOT_YOURS = msg("Only the appeal's submitter and administrators can see this appeal.");
export const MODIFIED = "Successfully modified";

/** How the audit log names an appeal. */
export const appealTarget = (appeal: { id: number; submitted_by: string }) => ({
  type: "appeal",
  id: appeal.id,
  label: `Appeal #${appeal.id} by ${appeal.submitted_by}`,
});

/**
 * Whether the caller's linked Minecraft account is the punished player; when only that player may
 * appeal, anyone else is refused with a 403 that says why and how to link.
 */
async function assertAppellant(
  { db, linkedPlayerOnly }: Pick<AppealDeps, "db" | "linkedPlayerOnly">,
  user: AuthUser,
  punishment: { player: string; player_uuid: string },
): Promise<boolean> {
  const link = await findLinkOf(db, user.id);
  const verified = link?.uuid === punishment.player_uuid.toLowerCase();
  if (verified || !(await linkedPlayerOnly())) return verified;
  const message = link
    ? msgWith(
        "Only the punished player can appeal this punishment, and your account is linked to the Minecraft account {name}, not to {player}. Appeal from the account linked to {player}.",
        { name: link.name, player: punishment.player },
      )
    : msg(
        "Only the punished player can appeal this punishment. Link your Minecraft account to your profile first (join the link server and type the code it shows), then search again.",
      );
  throw new HttpError(403, message, undefined, undefined, "minecraft_link_required");
}

/** The newest punishment of the type for the player name (any case), as the create page needs it. */
export async function verifyPunishment(
  deps: Pick<AppealDeps, "db" | "linkedPlayerOnly">,
  user: AuthUser,
  request: AppealVerifyRequest,
): Promise<AppealPunishment> {
  const punishment = await findNewestForPlayer(deps.db, request.player_name, request.punishment_type);
  if (!punishment) {
    throw notFound(
      msgWith(
        "No {type, select, Ban {ban} Mute {mute} Kick {kick} Warning {warning} other {punishment}} was found for the player {player}. Check the name and the punishment type.",
        { type: request.punishment_type, player: request.player_name },
      ),
    );
  }
  await assertAppellant(deps, user, punishment);
  const { id, type, date, player, reason, actioned_by, until } = punishment;
  return { id, type, date, player, reason, actioned_by, until };
}

/** Plain text as stored, by the shared rule (control characters dropped, newlines kept), not blank. */
export function cleanText(text: string, field: string, blank: string): string {
  const clean = cleanWrittenText(text, { multiline: true });
  if (!clean) throw validation({ [field]: [blank] });
  return clean;
}

/** A new appeal, within the account's daily allowance (only appeals that were made count). */
export async function createAppeal(
  { db, notifier, postingLimits, linkedPlayerOnly }: AppealDeps,
  user: AuthUser,
  request: AppealCreateRequest,
): Promise<{ appeal_id: number }> {
  await assertMayAppeal(db, user, postingLimits);
  const message = cleanText(request.appeal_message, "appeal_message", msg("Reason cannot be blank."));
  const punishment = await findPunishment(db, request.punishment_id);
  if (!punishment) throw notFound(msg("Punishment not found. Search for it again."));
  const verified = await assertAppellant({ db, linkedPlayerOnly }, user, punishment);
  if (await repo.findOpenAppealFor(db, punishment.id, user.id)) throw conflict(ALREADY_OPEN);
  const now = nowIso();
  let appealId: number;
  try {
    // The Discord message is written with the appeal (issue 32): both or neither.
    appealId = await db.transaction().execute(async (trx) => {
      const id = await repo.insertAppeal(trx, {
        punishment_id: punishment.id,
        submitted_by_id: user.id,
        appeal_message: message,
        status: "Pending",
        is_open: 1,
        created_at: now,
        updated_at: now,
        last_updated_by_id: null,
        submitted_by_verified: verified ? 1 : 0,
      });
      await queueDiscordEvent(trx, {
        kind: "appeal_created",
        appeal_id: id,
        type: punishment.type,
        player: punishment.player,
        submitted_by: user.username,
        message,
      });
      return id;
    });
  } catch (error) {
    // Two appeals by one user for the same punishment at once: the partial unique index keeps one.
    if (isUniqueViolation(error)) throw conflict(ALREADY_OPEN);
    throw error;
  }
  await countAppeal(db, user, postingLimits);
  notifier.appealCreated({ appealId, submitterId: user.id, submittedBy: user.username, punishment, message });
  return { appeal_id: appealId };
}

/**
 * The caller's newest appeal of a punishment (open or closed), so the punishment's page and the
 * create page show it instead of offering an appeal the server would refuse.
 */
export async function findOwnAppeal(db: Db, user: AuthUser, punishmentId: number): Promise<OwnAppeal> {
  const punishment = await findPunishment(db, punishmentId);
  if (!punishment) throw notFound(msg("Punishment not found."));
  const row = await repo.findNewestAppealBy(db, punishment.id, user.id);
  return {
    appeal: row ? { id: row.id, status: row.status, is_opened: row.is_open === 1, date_created: row.created_at } : null,
  };
}

type ListRow = Awaited<ReturnType<typeof repo.listAppeals>>[number];

const toListItem = (row: ListRow, punishment: PunishmentSummary): AppealList["appeals"][number] => ({
  id: row.id,
  punishment: punishment.type,
  player: punishment.player,
  reason: punishment.reason,
  status: row.status,
  date_created: row.created_at,
  date_last_updated: row.updated_at,
  last_updated_by: row.last_updated_by,
  submitted_by: row.submitted_by,
});

/** One page of the caller's own appeals, or of everyone's for administrators (`all`). */
export async function listAppeals(
  db: Db,
  user: AuthUser,
  query: AppealListQuery,
  scope: "own" | "all",
): Promise<AppealList> {
  const filter = { isOpen: query.is_open, submitterId: scope === "own" ? user.id : undefined };
  const total = await repo.countAppeals(db, filter);
  const pageCount = Math.ceil(total / APPEAL_LIMITS.pageSize);
  const pageNumbers = pageNumbersFor(pageCount);
  if (query.page > pageCount) return { appeals: [], pageNumbers };
  const rows = await repo.listAppeals(db, filter, {
    limit: APPEAL_LIMITS.pageSize,
    offset: (query.page - 1) * APPEAL_LIMITS.pageSize,
  });
  // The punishment's type, player and reason come from the punishments feature: one more query per page, not per row.
  const summaries = await findSummaries(
    db,
    rows.map((row) => row.punishment_id),
  );
  return {
    // An appeal is deleted with its punishment (ON DELETE CASCADE), so every row finds its type.
    appeals: rows.flatMap((row) => {
      const punishment = summaries.get(row.punishment_id);
      return punishment ? [toListItem(row, punishment)] : [];
    }),
    pageNumbers,
  };
}

export type DetailRow = NonNullable<Awaited<ReturnType<typeof repo.findAppealDetail>>>;

/** The appeal the caller may take part in: 404 when there is none, 403 when it is someone else's. */
export async function findReadableAppeal(db: Db, user: AuthUser, id: number): Promise<DetailRow> {
  const row = await repo.findAppealDetail(db, id);
  if (!row) throw notFound(APPEAL_NOT_FOUND);
  if (!canTakePart(user, row)) throw forbidden(NOT_YOURS);
  return row;
}

export async function punishmentOf(db: Db, row: DetailRow) {
  // The foreign key cascades, so an appeal's punishment is always there.
  const punishment = await findPunishment(db, row.punishment_id);
  if (!punishment) throw notFound(msg("The punishment of this appeal no longer exists."));
  return punishment;
}

async function toDetail(db: Db, row: DetailRow): Promise<AppealDetail> {
  const punishment = await punishmentOf(db, row);
  return {
    id: row.id,
    status: row.status,
    is_opened: row.is_open === 1,
    submitted_by: row.submitted_by,
    submitted_by_profile_img: row.submitted_by_profile_img ?? DEFAULT_PROFILE_IMG,
    date_created: row.created_at,
    date_last_updated: row.updated_at,
    last_updated_by: row.last_updated_by,
    appeal_message: row.appeal_message,
    punishment: {
      id: punishment.id,
      type: punishment.type,
      date: punishment.date,
      actioned_by: punishment.actioned_by,
      player: punishment.player,
      reason: punishment.reason,
      is_active: punishment.is_active,
    },
  };
}

export async function viewAppeal(db: Db, user: AuthUser, id: number): Promise<AppealView> {
  const row = await findReadableAppeal(db, user, id);
  const comments = await repo.listComments(db, id);
  const administrator = isAdministrator(user);
  const others = administrator ? await repo.listOtherOpenAppeals(db, row.punishment_id, id) : [];
  const players = await findLinksOf(
    db,
    comments.map((comment) => comment.author_id),
  );
  return {
    appeal: await toDetail(db, row),
    other_open_appeals: others.map((other) => ({
      id: other.id,
      submitted_by: other.submitted_by,
      status: other.status,
      date_created: other.created_at,
    })),
    comments: comments.map((comment) => ({
      id: comment.id,
      posted_by: comment.posted_by,
      user_profile_img: comment.profile_img ?? DEFAULT_PROFILE_IMG,
      comment: comment.comment,
      created_at: comment.created_at,
      can_delete: canDeleteComment(user, comment),
      rank_badge: rankBadgeOf(comment),
      ...minecraftName(players.get(comment.author_id)),
    })),
    can_modify: administrator,
    can_comment: true,
    ...(administrator ? { submitted_by_verified: row.submitted_by_verified === 1 } : {}),
  };
}

/**
 * An administrator sets the status and the opened flag (any combination, spec §4); who and when
 * are recorded. Reopening is refused while another appeal for the same punishment is open.
 */
export async function modifyAppeal(
  { db, notifier }: AppealDeps,
  user: AuthUser,
  id: number,
  request: AppealModifyRequest,
): Promise<AppealModified> {
  const before = await repo.findAppealDetail(db, id);
  if (!before) throw notFound(APPEAL_NOT_FOUND);
  if (!isAdministrator(user)) throw forbidden(msg("Only administrators can change an appeal."));
  const reopening = request.is_opened && before.is_open === 0;
  if (reopening && (await repo.findOpenAppealFor(db, before.punishment_id, before.submitted_by_id, id))) {
    throw conflict(OTHER_OPEN);
  }
  const changed = before.status !== request.status || before.is_open !== (request.is_opened ? 1 : 0);
  // A decision: a status other than Pending, or the appeal closed (Discord's "appeal decided").
  const decided = changed && (request.status !== "Pending" || !request.is_opened);
  const punishment = decided ? await punishmentOf(db, before) : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      await repo.updateAppeal(trx, id, {
        status: request.status,
        is_open: request.is_opened ? 1 : 0,
        updated_at: nowIso(),
        last_updated_by_id: user.id,
      });
      if (!changed) return;
      await recordAudit(trx, {
        actor: user,
        action: "appeal.modify",
        target: appealTarget(before),
        before: { status: before.status, is_opened: before.is_open === 1 },
        after: { status: request.status, is_opened: request.is_opened },
      });
      if (punishment) {
        await queueDiscordEvent(trx, {
          kind: "appeal_decided",
          appeal_id: id,
          type: punishment.type,
          player: punishment.player,
          status: request.status,
          is_open: request.is_opened,
          by: user.username,
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(OTHER_OPEN);
    throw error;
  }
  const row = await findReadableAppeal(db, user, id);
  const appeal = await toDetail(db, row);
  if (changed) {
    notifier.appealModified({
      appealId: id,
      submitterId: before.submitted_by_id,
      changedById: user.id,
      status: request.status,
      isOpen: request.is_opened,
      punishment: appeal.punishment,
    });
  }
  return { message: MODIFIED, appeal };
}

export const closedOthersMessage = (count: number) =>
  count === 0
    ? msg("There are no other open appeals of this punishment.")
    : msgWith("Closed {count, plural, one {# other appeal} other {# other appeals}} of this punishment as Denied.", {
        count,
      });

/**
 * An administrator keeps this appeal and closes the punishment's other open appeals as Denied, in
 * one action (duplicates, or appeals by someone other than the punished player). Each submitter
 * hears of it as of any other change.
 */
export async function closeOtherAppeals(
  { db, notifier }: AppealDeps,
  user: AuthUser,
  id: number,
): Promise<AppealOthersClosed> {
  const kept = await repo.findAppealDetail(db, id);
  if (!kept) throw notFound(APPEAL_NOT_FOUND);
  if (!isAdministrator(user)) throw forbidden(msg("Only administrators can change an appeal."));
  const others = await repo.listOtherOpenAppeals(db, kept.punishment_id, id);
  const closed = await db.transaction().execute(async (trx) => {
    const done = await repo.closeAppeals(
      trx,
      others.map((other) => other.id),
      { status: "Denied", updated_at: nowIso(), last_updated_by_id: user.id },
    );
    if (done.length > 0) {
      await recordAudit(trx, {
        actor: user,
        action: "appeal.close_others",
        target: appealTarget(kept),
        after: { closed_as_denied: done.map((appeal) => appeal.id) },
      });
      const punishment = await punishmentOf(trx, kept);
      for (const appeal of done) {
        await queueDiscordEvent(trx, {
          kind: "appeal_decided",
          appeal_id: appeal.id,
          type: punishment.type,
          player: punishment.player,
          status: "Denied",
          is_open: false,
          by: user.username,
        });
      }
    }
    return done;
  });
  if (closed.length > 0) {
    const row = await findReadableAppeal(db, user, id);
    const { punishment } = await toDetail(db, row);
    for (const appeal of closed) {
      notifier.appealModified({
        appealId: appeal.id,
        submitterId: appeal.submitted_by_id,
        changedById: user.id,
        status: "Denied",
        isOpen: false,
        punishment,
      });
    }
  }
  return { message: closedOthersMessage(closed.length), closed: closed.length };
}

/** The owner console's figures: open appeals (appeals_open_updated_idx). */
export const countOpenAppeals = (db: Db) => repo.countAppeals(db, { isOpen: true });

/** What deleting a person's account removes of appeals: theirs (with every comment on them) and their comments. */
export const countAppealContentBy = repo.countByUser;
