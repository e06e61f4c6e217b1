import { type AppealStatus, GROUPS } from "@bastion/shared";
import type { Db } from "../../db/database";
import { RANK_BADGE_COLUMNS, topRankId } from "../ranks/rank-badge.service";
import type { NewAppeal, NewAppealComment } from "./appeals.table";

export async function insertAppeal(db: Db, values: NewAppeal): Promise<number> {
  const row = await db.insertInto("appeals").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** The submitter's open appeal of a punishment, other than `exceptId` (appeals_one_open_per_submitter_idx). */
export async function findOpenAppealFor(db: Db, punishmentId: number, submitterId: number, exceptId?: number) {
  let query = db
    .selectFrom("appeals")
    .select("id")
    .where("punishment_id", "=", punishmentId)
    .where("submitted_by_id", "=", submitterId)
    .where("is_open", "=", 1);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

/** The submitter's newest appeal of a punishment, open or closed (appeals_punishment_idx: a punishment has few). */
export async function findNewestAppealBy(db: Db, punishmentId: number, submitterId: number) {
  return db
    .selectFrom("appeals")
    .select(["id", "status", "is_open", "created_at"])
    .where("punishment_id", "=", punishmentId)
    .where("submitted_by_id", "=", submitterId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** The punishment's open appeals other than `exceptId`, oldest first (appeals_punishment_idx). */
export async function listOtherOpenAppeals(db: Db, punishmentId: number, exceptId: number) {
  return db
    .selectFrom("appeals as a")
    .innerJoin("users as submitter", "submitter.id", "a.submitted_by_id")
    .select(["a.id", "a.status", "a.created_at", "a.submitted_by_id", "submitter.username as submitted_by"])
    .where("a.punishment_id", "=", punishmentId)
    .where("a.is_open", "=", 1)
    .where("a.id", "<>", exceptId)
    .orderBy("a.created_at", "asc")
    .orderBy("a.id", "asc")
    .execute();
}

/** Closes the given open appeals with a status, in one statement; returns the ones it closed. */
export async function closeAppeals(
  db: Db,
  ids: number[],
  values: { status: AppealStatus; updated_at: string; last_updated_by_id: number },
) {
  if (ids.length === 0) return [];
  return db
    .updateTable("appeals")
    .set({ ...values, is_open: 0 })
    .where("id", "in", ids)
    .where("is_open", "=", 1)
    .returning(["id", "submitted_by_id"])
    .execute();
}

export interface AppealListFilter {
  isOpen: boolean;
  /** Only this user's appeals; every appeal when undefined (administrators). */
  submitterId?: number;
}

function filtered(db: Db, filter: AppealListFilter) {
  let query = db.selectFrom("appeals as a").where("a.is_open", "=", filter.isOpen ? 1 : 0);
  if (filter.submitterId !== undefined) query = query.where("a.submitted_by_id", "=", filter.submitterId);
  return query;
}

export async function countAppeals(db: Db, filter: AppealListFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page of a list, most recently updated first (appeals_submitter_idx / appeals_open_updated_idx).
 */
export async function listAppeals(db: Db, filter: AppealListFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .innerJoin("users as submitter", "submitter.id", "a.submitted_by_id")
    .leftJoin("users as updater", "updater.id", "a.last_updated_by_id")
    .select([
      "a.id",
      "a.punishment_id",
      "a.status",
      "a.created_at",
      "a.updated_at",
      "updater.username as last_updated_by",
      "submitter.username as submitted_by",
    ])
    .orderBy("a.updated_at", "desc")
    .orderBy("a.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The appeal with its submitter's and last updater's names. */
export async function findAppealDetail(db: Db, id: number) {
  return db
    .selectFrom("appeals as a")
    .innerJoin("users as submitter", "submitter.id", "a.submitted_by_id")
    .leftJoin("users as updater", "updater.id", "a.last_updated_by_id")
    .select([
      "a.id",
      "a.punishment_id",
      "a.submitted_by_id",
      "a.appeal_message",
      "a.status",
      "a.is_open",
      "a.created_at",
      "a.updated_at",
      "a.submitted_by_verified",
      "submitter.username as submitted_by",
      "submitter.profile_img as submitted_by_profile_img",
      "updater.username as last_updated_by",
    ])
    .where("a.id", "=", id)
    .executeTakeFirst();
}

export async function updateAppeal(
  db: Db,
  id: number,
  values: { status?: AppealStatus; is_open?: number; updated_at: string; last_updated_by_id: number },
) {
  await db.updateTable("appeals").set(values).where("id", "=", id).execute();
}

/** An appeal's comments, oldest first (appeal_comments_appeal_idx). */
export async function listComments(db: Db, appealId: number) {
  return (
    db
      .selectFrom("appeal_comments as c")
      .innerJoin("users as u", "u.id", "c.author_id")
      // The author's highest rank's badge (issue 30), in this query.
      .leftJoin("groups as rank", (join) => join.on("rank.id", "=", topRankId("c.author_id")))
      .select(["c.id", "c.author_id", "c.comment", "c.created_at", "u.username as posted_by", "u.profile_img"])
      .select(RANK_BADGE_COLUMNS)
      .where("c.appeal_id", "=", appealId)
      .orderBy("c.created_at", "asc")
      .orderBy("c.id", "asc")
      .execute()
  );
}

/** A comment with its author's name (for the audit log when staff delete it). */
export async function findComment(db: Db, id: number) {
  return db
    .selectFrom("appeal_comments as c")
    .innerJoin("users as u", "u.id", "c.author_id")
    .selectAll("c")
    .select("u.username as author")
    .where("c.id", "=", id)
    .executeTakeFirst();
}

export async function insertComment(db: Db, values: NewAppealComment): Promise<number> {
  const row = await db.insertInto("appeal_comments").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteComment(db: Db, id: number) {
  await db.deleteFrom("appeal_comments").where("id", "=", id).execute();
}

/** Where to write to a user about their appeal: only active accounts get mail. */
export async function findMailRecipient(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["username", "email", "locale"])
    .where("id", "=", userId)
    .where("is_active", "=", 1)
    .executeTakeFirst();
}

/** Subscribed accounts that are still administrators (or the owner) and active. */
export async function listAlertRecipients(db: Db) {
  return db
    .selectFrom("appeal_alert_subscribers as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["u.id", "u.username", "u.email", "u.locale"])
    .where("u.is_active", "=", 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("user_groups as ug")
          .innerJoin("groups as g", "g.id", "ug.group_id")
          .select("ug.user_id")
          .whereRef("ug.user_id", "=", "u.id")
          .where("g.name", "in", [GROUPS.administrators, GROUPS.owner]),
      ),
    )
    .orderBy("u.id")
    .execute();
}

export async function isSubscribed(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("appeal_alert_subscribers")
    .select("user_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function subscribe(db: Db, userId: number, at: string) {
  await db
    .insertInto("appeal_alert_subscribers")
    .values({ user_id: userId, created_at: at })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

export async function unsubscribe(db: Db, userId: number) {
  await db.deleteFrom("appeal_alert_subscribers").where("user_id", "=", userId).execute();
}

/** What a person has in appeals: the appeals they submitted and the comments they wrote. */
export async function countByUser(db: Db, userId: number) {
  const appeals = await db
    .selectFrom("appeals")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("submitted_by_id", "=", userId)
    .executeTakeFirstOrThrow();
  const comments = await db
    .selectFrom("appeal_comments")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("author_id", "=", userId)
    .executeTakeFirstOrThrow();
  return { appeals: Number(appeals.count), appeal_comments: Number(comments.count) };
}
