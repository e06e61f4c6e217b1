import {
  type AnnouncementComment,
  type AnnouncementCommentsPage,
  cleanWrittenText,
  LIMITS,
  msg,
} from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { PostingLimits } from "../../config";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { notFound, validation } from "../../lib/errors";
import { countComment } from "../../lib/posting-limits";
import { deleteComment as removeComment } from "../comments/comments.service";
import { findLinkOf, findLinksOf, minecraftName, type VerifiedPlayers } from "../minecraft-link/minecraft-link.service";
import { memberRankBadge, rankBadgeOf } from "../ranks/rank-badge.service";
import { canDeleteComment } from "./announcements.access";
import * as repo from "./announcements.repository";
import { commentsChanged } from "./announcements.shared";

const STEP = LIMITS.announcementCommentsPageSize;

type CommentRow = Awaited<ReturnType<typeof repo.listComments>>[number];

const toDto = (row: CommentRow, user: AuthUser | null, players: VerifiedPlayers): AnnouncementComment => ({
  id: row.id,
  author: row.author,
  user_profile_img: row.profile_img,
  comment: row.comment,
  created_at: row.created_at,
  can_delete: canDeleteComment(user, row),
  rank_badge: rankBadgeOf(row),
  ...minecraftName(players.get(row.author_id)),
});

/** The newest comments, or the next step older than the `before` comment. */
export async function commentsPage(
  db: Db,
  announcementId: number,
  beforeId: number | undefined,
  user: AuthUser | null,
): Promise<AnnouncementCommentsPage> {
  let before: { id: number; created_at: string | null } | undefined;
  if (beforeId !== undefined) {
    const cursor = await repo.findComment(db, beforeId);
    before = { id: beforeId, created_at: cursor?.announcement_id === announcementId ? cursor.created_at : null };
  }
  const rows = await repo.listComments(db, announcementId, { limit: STEP, before });
  const shown = rows.slice(0, STEP);
  const players = await findLinksOf(
    db,
    shown.map((row) => row.author_id),
  );
  return { comments: shown.map((row) => toDto(row, user, players)), has_more: rows.length > STEP };
}

export async function listComments(
  db: Db,
  announcementId: number,
  beforeId: number | undefined,
  user: AuthUser | null,
) {
  if (!(await repo.findAnnouncement(db, announcementId))) throw notFound(msg("Announcement not found."));
  return commentsPage(db, announcementId, beforeId, user);
}

/** Stores a plain-text comment (never HTML: the page shows it as text). */
/**
 * Posts a comment as the user, within their posting allowance (flood control, shared with appeal
 * comments); the text is stored as plain text.
 */
export async function postComment(
  { db, postingLimits }: { db: Db; postingLimits: PostingLimits },
  user: AuthUser,
  announcementId: number,
  text: string,
): Promise<AnnouncementComment> {
  const comment = cleanWrittenText(text, { multiline: true });
  if (!comment) throw validation({ comment: [msg("Comment cannot be blank.")] });
  if (!(await repo.findAnnouncement(db, announcementId))) throw notFound(msg("Announcement not found."));
  await countComment(db, user, postingLimits);
  const row = {
    announcement_id: announcementId,
    author_id: user.id,
    comment,
    created_at: nowIso(),
  };
  const id = await repo.insertComment(db, row);
  commentsChanged(db, announcementId);
  const noRank = { rank_name: null, rank_badge: null, rank_colour: null };
  const link = await findLinkOf(db, user.id);
  const players: VerifiedPlayers = new Map(link ? [[user.id, link]] : []);
  const posted = toDto({ ...row, ...noRank, id, author: user.username, profile_img: user.profile_img }, user, players);
  return { ...posted, rank_badge: await memberRankBadge(db, user.id) };
}

/** The comment's author or the owner removes it. */
export async function deleteComment(db: Db, user: AuthUser, commentId: number): Promise<void> {
  await removeComment(db, user, commentId, {
    find: repo.findComment,
    remove: repo.deleteComment,
    canDelete: canDeleteComment,
    audit: {
      action: "announcement_comment.delete",
      targetType: "announcement_comment",
      label: (comment) => `Comment #${comment.id} on announcement #${comment.announcement_id}`,
    },
  });
  commentsChanged(db);
}
