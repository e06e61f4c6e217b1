import type { InboxMessage as Message } from "@bastion/shared";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { useSearchParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { PageSwitcher } from "../../../components/feedback/page-switcher";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useSiteConfig } from "../../../lib/site-config";
import { useDeleteMessage } from "../api/delete-message";
import { useContactInbox } from "../api/get-contact-inbox";
import { useMarkMessageRead } from "../api/mark-message-read";
import { InboxMessage } from "./inbox-message";

function pageFrom(params: URLSearchParams) {
  const page = Number(params.get("page") ?? "1");
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function InboxPlaceholder() {
  return (
    <ul className="list-group list-group-flush placeholder-glow" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <li key={row} className="list-group-item bg-transparent">
          <span className="placeholder col-4 d-block mb-2" />
          <span className="placeholder col-9 d-block" />
        </li>
      ))}
    </ul>
  );
}

/** /admin/contact/: the contact form's messages, newest first; opening one marks it read. */
export function ContactInboxPage() {
  const t = useT("admin");
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const inbox = useContactInbox(page);
  const siteName = useSiteConfig().data?.site_name ?? t("admin.inbox.ourSite");
  const markRead = useMarkMessageRead();
  const remove = useDeleteMessage();
  const alerts = useAlerts();
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);

  function handleToggle(message: Message) {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.is_read) markRead.mutate({ id: message.id, read: true });
  }

  function handleMarkUnread(message: Message) {
    setOpenId(null);
    markRead.mutate(
      { id: message.id, read: false },
      { onError: (error) => alerts.show(errorMessage(error, t("admin.error.submit"))) },
    );
  }

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => alerts.show(answer.message, "success"),
      onError: (error) => alerts.show(errorMessage(error, t("admin.error.deleteMessage"))),
      onSettled: () => setDeleting(null),
    });
  }

  let body: React.ReactNode;
  if (inbox.isPending) body = <InboxPlaceholder />;
  else if (inbox.isError) {
    body = (
      <Alert variant="danger" className="m-3">
        {errorMessage(inbox.error, t("admin.error.fetch"))}
      </Alert>
    );
  } else if (inbox.data.messages.length === 0) {
    body = <p className="text-body-secondary text-center py-5 mb-0">{t("admin.inbox.empty")}</p>;
  } else {
    body = (
      <ul className="list-group list-group-flush" aria-label={t("admin.inbox.list")}>
        {inbox.data.messages.map((message) => (
          <InboxMessage
            key={message.id}
            message={message}
            open={openId === message.id}
            siteName={siteName}
            onToggle={() => handleToggle(message)}
            onMarkUnread={() => handleMarkUnread(message)}
            onDelete={() => setDeleting(message)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      {inbox.data && (
        <p className="small text-body-secondary mb-2" role="status" aria-live="polite">
          {t("admin.inbox.summary", { total: inbox.data.total, unread: inbox.data.unread })}
        </p>
      )}
      <Card className="admin-card">{body}</Card>
      <PageSwitcher
        label={t("admin.inbox.pages")}
        className="mt-3"
        page={page}
        pageCount={inbox.data?.page_count ?? 0}
        onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
      <ConfirmDialog
        show={deleting !== null}
        title={t("admin.inbox.deleteTitle")}
        confirmLabel={t("admin.inbox.delete")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={handleDelete}
      >
        {t("admin.inbox.deleteBody", { name: deleting?.name ?? "" })}
      </ConfirmDialog>
    </>
  );
}
