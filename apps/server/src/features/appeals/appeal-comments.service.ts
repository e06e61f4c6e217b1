import { type AppealCommentPost, type AppealCommentPosted, DEFAULT_PROFILE_IMG, msg } from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { countComment } from "../../lib/posting-limits";
import { deleteComment as removeComment } from "../comments/comments.service";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import { findLinkOf, minecraftName } from "../minecraft-link/minecraft-link.service";
import { memberRankBadge } from "../ranks/rank-badge.service";
import { canDeleteComment } from "./appeals.access";
import * as repo from "./appeals.repository";
import { type AppealDeps, cleanText, findReadableAppeal, punishmentOf } from "./appeals.service";

export const COMMENT_POSTED = "Successfully posted comment";

/**
 * The submitter or an administrator adds to the discussion. The appeal's last update (date and
 * who) moves with it, so the lists show which appeals have news.
 */
export async function postComment(
  { db, notifier, postingLimits }: AppealDeps,
  user: AuthUser,
  request: AppealCommentPost,
): Promise<AppealCommentPosted> {
  const comment = cleanText(request.comment, "comment", msg("Comment cannot be blank."));
  const appeal = await findReadableAppeal(db, user, request.appeal_id);
  await countComment(db, user, postingLimits);
  const createdAt = nowIso();
  const punishment = await punishmentOf(db, appeal);
  const id = await db.transaction().execute(async (trx) => {
    const commentId = await repo.insertComment(trx, {
      appeal_id: appeal.id,
      author_id: user.id,
      comment,
      created_at: createdAt,
    });
    await repo.updateAppeal(trx, appeal.id, { updated_at: createdAt, last_updated_by_id: user.id });
    // Staff hear in Discord of the player's comments (issue 32), not of their own.
    if (appeal.submitted_by_id === user.id) {
      await queueDiscordEvent(trx, {
        kind: "appeal_comment",
        appeal_id: appeal.id,
        type: punishment.type,
        player: punishment.player,
        author: user.username,
        comment,
      });
    }
    return commentId;
  });
  notifier.commentPosted({
    appealId: appeal.id,
    submitterId: appeal.submitted_by_id,
    authorId: user.id,
    author: user.username,
    comment,
    punishment,
  });
  return {
    message: COMMENT_POSTED,
    comment: {
      id,
      posted_by: user.username,
      user_profile_img: user.profile_img ?? DEFAULT_PROFILE_IMG,
      comment,
      created_at: createdAt,
      can_delete: true,
      rank_badge: await memberRankBadge(db, user.id),
      ...minecraftName(await findLinkOf(db, user.id)),
    },
  };
}

/** The comment's author or an administrator removes it. */
export function deleteComment(db: Db, user: AuthUser, commentId: number): Promise<void> {
  return removeComment(db, user, commentId, {
    find: repo.findComment,
    remove: repo.deleteComment,
    canDelete: canDeleteComment,
    audit: {
      action: "appeal_comment.delete",
      targetType: "appeal_comment",
      label: (comment) => `Comment #${comment.id} on appeal #${comment.appeal_id}`,
    },
  });
}
