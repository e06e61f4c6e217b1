import type { InboxMessage as Message } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import { formatDateTime } from "../../../lib/format-date";
import { type Translate, useT } from "../../../lib/i18n";

/**
 * A reply in the owner's own mail client: the sender's address, the subject filled, the message
 * quoted; in the language the owner reads the site in.
 */
export function replyLink(t: Translate, message: Message, siteName: string) {
  const subject = t("admin.inbox.replySubject", { siteName });
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const body = t("admin.inbox.replyBody", {
    name: message.name,
    date: formatDateTime(message.created_at),
    quoted,
  });
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

interface InboxMessageProps {
  message: Message;
  open: boolean;
  siteName: string;
  onToggle(): void;
  onMarkUnread(): void;
  onDelete(): void;
}

/** One message: its header opens it (which marks it read); opened, it shows the text and the actions. */
export function InboxMessage({ message, open, siteName, onToggle, onMarkUnread, onDelete }: InboxMessageProps) {
  const t = useT("admin");
  const bodyId = `message-${message.id}`;
  return (
    <li className={`list-group-item bg-transparent admin-message${message.is_read ? "" : " unread"}`}>
      <button
        type="button"
        className="btn btn-link text-reset text-decoration-none w-100 text-start p-0"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="d-flex flex-wrap align-items-baseline gap-2">
          {!message.is_read && <Badge bg="success">{t("admin.inbox.new")}</Badge>}
          <span className="admin-message-sender">{message.name}</span>
          <span className="text-body-secondary small text-break">&lt;{message.email}&gt;</span>
          {message.username && (
            <span className="text-body-secondary small">
              {t("admin.inbox.account", { username: message.username })}
            </span>
          )}
          <time className="ms-auto small text-body-secondary" dateTime={message.created_at}>
            {formatDateTime(message.created_at)}
          </time>
        </span>
        {!open && <span className="d-block text-body-secondary small text-truncate mt-1">{message.message}</span>}
      </button>
      {open && (
        <div id={bodyId} className="mt-2">
          <p className="admin-message-text mb-3">{message.message}</p>
          <div className="d-flex flex-wrap gap-2">
            <a className="btn btn-sm btn-primary" href={replyLink(t, message, siteName)}>
              {t("admin.inbox.reply")}
            </a>
            <Button size="sm" variant="outline-light" onClick={onMarkUnread}>
              {t("admin.inbox.markUnread")}
            </Button>
            <Button size="sm" variant="outline-danger" onClick={onDelete}>
              {t("admin.inbox.delete")}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
