import type { AnnouncementComment, AnnouncementCommentsPage } from "@bastion/shared";
import Button from "react-bootstrap/Button";
import { Link, useLocation } from "react-router";
import { useCommentDeletion } from "../../../components/comments/use-comment-deletion";
import { useActiveUser } from "../../../lib/auth/active-user";
import { Trans, useT } from "../../../lib/i18n";
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
  const t = useT("announcements");
  const { data: user } = useActiveUser();
  const location = useLocation();
  const comments = useComments(announcementId, first);
  const deletion = useCommentDeletion<AnnouncementComment>(useDeleteComment(announcementId));
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <section className="announcement-comments mt-5" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="h4 mb-3">
        {t("announcements.comments.heading")}
      </h2>
      {user?.is_authenticated ? (
        <CommentForm announcementId={announcementId} />
      ) : (
        <p className="sign-in-prompt rounded-3 p-3 mb-4">
          <Trans
            id="announcements.comments.signIn"
            components={{
              0: <Link to={`/login/?next=${encodeURIComponent(location.pathname)}`} />,
              1: <Link to="/register/" />,
            }}
          />
        </p>
      )}
      {list.length === 0 ? (
        <p className="text-body-secondary">{t("announcements.comments.empty")}</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label={t("announcements.comments.list")}>
          {list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDelete={deletion.ask} />
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
            {comments.isFetchingNextPage ? t("announcements.comments.loading") : t("announcements.comments.more")}
          </Button>
        </div>
      )}
      {deletion.dialog}
    </section>
  );
}
