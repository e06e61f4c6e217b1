import type { RankBadge } from "@bastion/shared";
import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import { useT } from "../../lib/i18n";
import { Avatar } from "../feedback/avatar";
import { RankPill } from "../feedback/rank-pill";
import { TrashIcon } from "../feedback/trash-icon";
import { VerifiedMark } from "../feedback/verified-player";

interface CommentItemProps {
  /** The author as shown: a name, or a link to their profile. */
  author: ReactNode;
  /** The author's name in words, for the delete button's label. */
  authorName: string;
  avatar: string | null;
  createdAt: string;
  /** How the feature formats the date. */
  formattedDate: string;
  text: string;
  /** The author's highest rank with a badge (issue 30), shown beside their name. */
  rank?: RankBadge;
  /** The author's verified Minecraft name (issue 32), shown with a mark. */
  minecraftName?: string;
  canDelete: boolean;
  onDelete(): void;
  className?: string;
}

/** One comment: plain text, shown as text (React escapes it), with a delete icon for those allowed. */
export function CommentItem(props: CommentItemProps) {
  const { author, authorName, avatar, createdAt, formattedDate, text, rank, minecraftName, canDelete, onDelete } =
    props;
  const t = useT("comments");
  const className = props.className ?? "";
  return (
    <li className={`${className} d-flex gap-3 py-3 border-bottom`.trim()}>
      <Avatar src={avatar} size={40} alt="" className="flex-shrink-0" />
      <div className="flex-grow-1 min-w-0">
        {/* The name and date wrap on a phone; the delete icon stays at the end of the first line. */}
        <div className="d-flex align-items-start gap-2">
          <div className="d-flex flex-wrap align-items-baseline column-gap-2 flex-grow-1 min-w-0">
            {author}
            {rank && <RankPill rank={rank} />}
            {minecraftName && <VerifiedMark name={minecraftName} />}
            <time dateTime={createdAt} className="small text-body-secondary">
              {formattedDate}
            </time>
          </div>
          {canDelete && (
            <Button
              variant="link"
              size="sm"
              className="flex-shrink-0 p-0 text-danger icon-button"
              aria-label={t("comments.delete.label", { author: authorName })}
              title={t("comments.delete.title")}
              onClick={onDelete}
            >
              <TrashIcon size={16} />
            </Button>
          )}
        </div>
        <p className="comment-text mb-0 mt-1">{text}</p>
      </div>
    </li>
  );
}
