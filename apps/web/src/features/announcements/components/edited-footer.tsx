import type { AnnouncementDetail } from "@bastion/shared";
import { Avatar } from "../../../components/feedback/avatar";
import { formatDateTime } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n";
import { wasEdited } from "./was-edited";

/** "Edited by … on …", only when the last change came more than 60 seconds after posting. */
export function EditedFooter({ announcement }: { announcement: AnnouncementDetail }) {
  // Its words are in (and follow the language) before the Trans below reads them.
  useT("announcements");
  const { created_at, updated_at, updated_by, updated_by_profile_img } = announcement;
  if (!wasEdited(created_at, updated_at)) return null;
  return (
    <footer className="announcement-edited d-flex align-items-center gap-2 mt-4 pt-3 border-top small text-body-secondary">
      <Avatar src={updated_by_profile_img} size={24} alt="" />
      <span>
        <Trans
          id={updated_by === null ? "announcements.edited.bylineFormer" : "announcements.edited.byline"}
          values={{
            editor: <>{updated_by}</>,
            date: formatDateTime(updated_at, "long"),
          }}
          components={{ 0: <strong className="text-body" />, 1: <time dateTime={updated_at} /> }}
        />
      </span>
    </footer>
  );
}
