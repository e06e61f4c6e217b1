import type { AuditAction } from "@bastion/shared";
import { msg } from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { forbidden, notFound } from "../../lib/errors";
import { excerpt, recordAudit } from "../audit/audit.service";

// Deleting a comment is the same rule under announcements and appeals: found or 404, allowed or 403,
// and someone else's words removed is a privileged action for the audit log (an author's own is not).

export interface StoredComment {
  id: number;
  author_id: number;
  author: string | null;
  comment: string;
}

/** Where a kind of comment lives and how its deletion is judged and recorded. */
export interface CommentStore<C extends StoredComment> {
  find(db: Db, id: number): Promise<C | undefined>;
  remove(trx: Db, id: number): Promise<unknown>;
  canDelete(user: AuthUser, comment: NoInfer<C>): boolean;
  audit: { action: AuditAction; targetType: string; label(comment: NoInfer<C>): string };
}

/** The comment's author, or whoever the feature's rule allows, removes it. */
export async function deleteComment<C extends StoredComment>(
  db: Db,
  user: AuthUser,
  commentId: number,
  store: CommentStore<C>,
): Promise<void> {
  const comment = await store.find(db, commentId);
  if (!comment) throw notFound(msg("Comment not found."));
  if (!store.canDelete(user, comment)) throw forbidden(msg("You can only delete your own comments."));
  await db.transaction().execute(async (trx) => {
    await store.remove(trx, commentId);
    if (comment.author_id === user.id) return;
    await recordAudit(trx, {
      actor: user,
      action: store.audit.action,
      target: { type: store.audit.targetType, id: comment.id, label: store.audit.label(comment) },
      before: { author: comment.author, comment: excerpt(comment.comment) },
    });
  });
}
