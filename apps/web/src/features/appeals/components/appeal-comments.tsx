import { APPEAL_LIMITS, type AppealComment, hasVisibleText } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { Link } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { CommentItem } from "../../../components/comments/comment-item";
import { useCommentDeletion } from "../../../components/comments/use-comment-deletion";
import { CharacterCounter } from "../../../components/feedback/character-counter";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { useDeleteAppealComment } from "../api/delete-comment";
import { usePostAppealComment } from "../api/post-comment";
import { MESSAGES } from "./messages";

function CommentForm({ appealId }: { appealId: number }) {
  const t = useT("appeals");
  const [text, setText] = useState("");
  const post = usePostAppealComment();
  const alerts = useAlerts();
  const remaining = APPEAL_LIMITS.comment - text.trim().length;
  const blank = !hasVisibleText(text);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank || remaining < 0) return;
    try {
      await post.mutateAsync({ appeal_id: appealId, comment: text });
      setText("");
      alerts.show(t(MESSAGES.commentPosted), "success");
    } catch (error) {
      alerts.show(errorMessage(error, t(MESSAGES.postComment)));
    }
  }

  return (
    <Form onSubmit={handleSubmit} className="mt-3" noValidate>
      <Form.Group controlId="appeal-comment">
        <Form.Label>{t("appeals.comments.add")}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={text}
          isInvalid={remaining < 0}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="appeal-comment-counter"
        />
      </Form.Group>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
        <CharacterCounter id="appeal-comment-counter" remaining={remaining} className="me-auto" />
        <Button type="submit" variant="primary" disabled={blank || remaining < 0 || post.isPending}>
          {post.isPending ? t("appeals.comments.posting") : t("appeals.comments.post")}
        </Button>
      </div>
    </Form>
  );
}

function AppealCommentItem({ comment, onDelete }: { comment: AppealComment; onDelete(comment: AppealComment): void }) {
  return (
    <CommentItem
      author={
        <Link to={`/profile/${encodeURIComponent(comment.posted_by)}/`} className="fw-semibold">
          {comment.posted_by}
        </Link>
      }
      authorName={comment.posted_by}
      avatar={comment.user_profile_img}
      createdAt={comment.created_at}
      formattedDate={formatDateTime(comment.created_at)}
      minecraftName={comment.minecraft_name}
      text={comment.comment}
      rank={comment.rank_badge}
      canDelete={comment.can_delete}
      onDelete={() => onDelete(comment)}
    />
  );
}

interface AppealCommentsProps {
  appealId: number;
  comments: AppealComment[];
  canComment: boolean;
}

/** The discussion, oldest first: the submitter and administrators post; authors and administrators delete. */
export function AppealComments({ appealId, comments, canComment }: AppealCommentsProps) {
  const t = useT("appeals");
  const deletion = useCommentDeletion<AppealComment>(useDeleteAppealComment(appealId));

  return (
    <section aria-labelledby="appeal-comments-heading">
      <h2 id="appeal-comments-heading" className="h5 mb-0">
        {t("appeals.comments.heading")}
      </h2>
      {comments.length === 0 ? (
        <p className="text-body-secondary mt-3 mb-0">{t("appeals.comments.empty")}</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label={t("appeals.comments.heading")}>
          {comments.map((comment) => (
            <AppealCommentItem key={comment.id} comment={comment} onDelete={deletion.ask} />
          ))}
        </ul>
      )}
      {canComment && <CommentForm appealId={appealId} />}
      {deletion.dialog}
    </section>
  );
}
