import type { Db } from "../../db/database";
import { RANK_BADGE_COLUMNS, topRankId } from "../ranks/rank-badge.service";
import type { NewAnnouncement, NewAnnouncementComment } from "./announcements.table";

export async function countAnnouncements(db: Db): Promise<number> {
  const row = await db
    .selectFrom("announcements")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of the list, newest first (announcements_created_idx). */
export async function listAnnouncements(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom("announcements")
    .select(["id", "title", "introduction", "img", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findAnnouncement(db: Db, id: number) {
  return db.selectFrom("announcements").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The announcement with its author's and last editor's names and pictures. */
export async function findAnnouncementDetail(db: Db, id: number) {
  return db
    .selectFrom("announcements as a")
    .leftJoin("users as author", "author.id", "a.author_id")
    .leftJoin("users as editor", "editor.id", "a.updated_by_id")
    .select([
      "a.id",
      "a.title",
      "a.introduction",
      "a.content_html",
      "a.img",
      "a.created_at",
      "a.updated_at",
      "author.username as author",
      "author.profile_img as user_profile_img",
      "editor.username as updated_by",
      "editor.profile_img as updated_by_profile_img",
    ])
    .where("a.id", "=", id)
    .executeTakeFirst();
}

export async function insertAnnouncement(db: Db, values: NewAnnouncement): Promise<number> {
  const row = await db.insertInto("announcements").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAnnouncement(
  db: Db,
  id: number,
  values: Partial<Pick<NewAnnouncement, "title" | "introduction" | "content_html" | "img">> & {
    updated_at: string;
    updated_by_id: number;
  },
) {
  await db.updateTable("announcements").set(values).where("id", "=", id).execute();
}

/** Deletes the announcement (its comments go with it); false when there was none. */
export async function deleteAnnouncement(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("announcements").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The newest announcements for the feed. */
export async function latestAnnouncements(db: Db, limit: number) {
  return db
    .selectFrom("announcements")
    .select(["id", "title", "introduction", "created_at", "updated_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Every announcement's address and last change, newest first, for the sitemap (announcements_created_idx). */
export async function announcementUpdates(db: Db, limit: number) {
  return db
    .selectFrom("announcements")
    .select(["id", "updated_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** A comment with its author's name (for the audit log when staff delete it). */
export async function findComment(db: Db, id: number) {
  return db
    .selectFrom("announcement_comments as c")
    .leftJoin("users as u", "u.id", "c.author_id")
    .selectAll("c")
    .select("u.username as author")
    .where("c.id", "=", id)
    .executeTakeFirst();
}

/**
 * One step of an announcement's comments, newest first, older than the `before` comment
 * (keyset on created_at, id: announcement_comments_announcement_idx). Asks for limit + 1 rows
 * so the caller knows whether more remain.
 */
export async function listComments(
  db: Db,
  announcementId: number,
  options: { limit: number; before?: { id: number; created_at: string | null } },
) {
  let query = db
    .selectFrom("announcement_comments as c")
    .leftJoin("users as u", "u.id", "c.author_id")
    // The author's highest rank's badge (issue 30), in this query.
    .leftJoin("groups as rank", (join) => join.on("rank.id", "=", topRankId("c.author_id")))
    .select(["c.id", "c.author_id", "c.comment", "c.created_at", "u.username as author", "u.profile_img"])
    .select(RANK_BADGE_COLUMNS)
    .where("c.announcement_id", "=", announcementId);
  const before = options.before;
  if (before?.created_at) {
    const at = before.created_at;
    query = query.where((eb) =>
      eb.or([eb("c.created_at", "<", at), eb.and([eb("c.created_at", "=", at), eb("c.id", "<", before.id)])]),
    );
  } else if (before) {
    // The cursor comment is gone (deleted meanwhile): ids grow with time, so they still mark the place.
    query = query.where("c.id", "<", before.id);
  }
  return query
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .limit(options.limit + 1)
    .execute();
}

export async function insertComment(db: Db, values: NewAnnouncementComment): Promise<number> {
  const row = await db.insertInto("announcement_comments").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteComment(db: Db, id: number) {
  await db.deleteFrom("announcement_comments").where("id", "=", id).execute();
}

/** What a person has in announcements: the ones they wrote and their comments. */
export async function countByUser(db: Db, userId: number) {
  const announcements = await db
    .selectFrom("announcements")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("author_id", "=", userId)
    .executeTakeFirstOrThrow();
  const comments = await db
    .selectFrom("announcement_comments")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("author_id", "=", userId)
    .executeTakeFirstOrThrow();
  return { announcements: Number(announcements.count), announcement_comments: Number(comments.count) };
}

/** A batch of announcements' card pictures and texts after `afterId`, by id (for the unused-picture sweep). */
export async function picturesAfter(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom("announcements")
    .select(["id", "img", "content_html"])
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}
