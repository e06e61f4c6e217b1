import type { AnnouncementComment } from "@bastion/shared";
import { CommentItem as Item } from "../../../components/comments/comment-item";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";

interface CommentItemProps {
  comment: AnnouncementComment;
  onDelete(comment: AnnouncementComment): void;
}

export function CommentItem({ comment, onDelete }: CommentItemProps) {
  const t = useT("announcements");
  const author = comment.author ?? t("announcements.comments.formerMember");
  return (
    <Item
      className="announcement-comment"
      author={<strong>{author}</strong>}
      authorName={author}
      avatar={comment.user_profile_img}
      createdAt={comment.created_at}
      formattedDate={formatDateTime(comment.created_at, "long")}
      text={comment.comment}
      rank={comment.rank_badge}
      minecraftName={comment.minecraft_name}
      canDelete={comment.can_delete}
      onDelete={() => onDelete(comment)}
    />
  );
}
