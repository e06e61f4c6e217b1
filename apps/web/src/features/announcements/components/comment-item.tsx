import type { AnnouncementComment } from "@bastion/shared";
import Button from "react-bootstrap/Button";
import { Avatar } from "../../../components/feedback/avatar";
import { formatDateTime } from "./format-date";
import { TrashIcon } from "./icons";

interface CommentItemProps {
  comment: AnnouncementComment;
  onDelete(comment: AnnouncementComment): void;
}

/** One comment: plain text, shown as text (React escapes it). */
export function CommentItem({ comment, onDelete }: CommentItemProps) {
  const author = comment.author ?? "A former member";
  return (
    <li className="announcement-comment d-flex gap-3 py-3 border-bottom">
      <Avatar src={comment.user_profile_img} size={40} alt="" className="flex-shrink-0" />
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          <strong>{author}</strong>
          <time dateTime={comment.created_at} className="small text-body-secondary">
            {formatDateTime(comment.created_at)}
          </time>
          {comment.can_delete && (
            <Button
              variant="link"
              size="sm"
              className="ms-auto p-0 text-danger icon-button"
              aria-label={`Delete comment by ${author}`}
              title="Delete comment"
              onClick={() => onDelete(comment)}
            >
              <TrashIcon size={16} />
            </Button>
          )}
        </div>
        <p className="comment-text mb-0 mt-1">{comment.comment}</p>
      </div>
    </li>
  );
}
