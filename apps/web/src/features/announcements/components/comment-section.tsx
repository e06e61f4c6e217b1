import type { AnnouncementComment, AnnouncementCommentsPage } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useLocation } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { useActiveUser } from "../../../lib/auth/active-user";
import { useDeleteComment } from "../api/delete-comment";
import { useComments } from "../api/get-comments";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";

interface CommentSectionProps {
  announcementId: number;
  first: AnnouncementCommentsPage;
}

/** Comments, newest first, 20 at a time; signed-in readers get the form, others a way to sign in. */
export function CommentSection({ announcementId, first }: CommentSectionProps) {
  const { data: user } = useActiveUser();
  const location = useLocation();
  const comments = useComments(announcementId, first);
  const remove = useDeleteComment(announcementId);
  const alerts = useAlerts();
  const [deleting, setDeleting] = useState<AnnouncementComment | null>(null);
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => alerts.show("Comment deleted successfully", "success"),
      onError: (error) => alerts.show(errorMessage(error, "An error occurred while attempting to delete the comment.")),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <section className="announcement-comments mt-5" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="h4 mb-3">
        Comments
      </h2>
      {user?.is_authenticated ? (
        <CommentForm announcementId={announcementId} />
      ) : (
        <p className="sign-in-prompt rounded-3 p-3 mb-4">
          <Link to={`/login/?next=${encodeURIComponent(location.pathname)}`}>Sign in</Link> or{" "}
          <Link to="/register/">Register</Link> to post a comment
        </p>
      )}
      {list.length === 0 ? (
        <p className="text-body-secondary">No comments yet.</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label="Comments">
          {list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <div className="text-center mt-3">
          <Button
            variant="outline-light"
            onClick={() => comments.fetchNextPage()}
            disabled={comments.isFetchingNextPage}
          >
            {comments.isFetchingNextPage ? "Loading…" : "Load more comments"}
          </Button>
        </div>
      )}
      <ConfirmDialog
        show={deleting !== null}
        title="Delete comment"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={handleDelete}
      >
        Are you sure you want to delete this comment?
      </ConfirmDialog>
    </section>
  );
}
