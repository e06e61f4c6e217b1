import type { DiscordWebhook } from "@bastion/shared";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Placeholder from "react-bootstrap/Placeholder";
import Table from "react-bootstrap/Table";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { useDeleteWebhook } from "../api/delete-webhook";
import { useWebhooks } from "../api/get-webhooks";
import { useSendTest } from "../api/send-test";
import { EVENT_WORDS, kindWords, STATE_WORDS } from "./event-words";
import { TestResult } from "./test-result";
import { WebhookForm } from "./webhook-form";
import "./discord.css";

type Editing = { webhook?: DiscordWebhook } | null;

/** /admin/discord/: the site's Discord webhooks, what each receives, a test, and what was given up. */
export function DiscordPage() {
  const t = useT("admin-discord");
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const test = useSendTest();
  const alerts = useAlerts();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DiscordWebhook | null>(null);
  const [tests, setTests] = useState<Record<number, number>>({});

  async function handleTest(webhook: DiscordWebhook) {
    try {
      const answer = await test.mutateAsync(webhook.id);
      setTests({ ...tests, [webhook.id]: answer.delivery.id });
    } catch (error) {
      alerts.show(errorMessage(error, t("admin-discord.test.error")));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      alerts.show(answer.message, "success");
    } catch (error) {
      alerts.show(errorMessage(error, t("admin-discord.delete.error")));
    }
    setDeleting(null);
  }

  const list = webhooks.data?.webhooks ?? [];
  const failures = webhooks.data?.failures ?? [];

  let body: React.ReactNode;
  if (webhooks.isPending) {
    body = (
      <Card.Body aria-hidden="true">
        <Placeholder as="p" animation="glow">
          <Placeholder xs={8} /> <Placeholder xs={6} /> <Placeholder xs={7} />
        </Placeholder>
      </Card.Body>
    );
  } else if (webhooks.isError) {
    body = (
      <Alert variant="danger" className="m-3">
        {errorMessage(webhooks.error, t("admin-discord.list.fetchError"))}
      </Alert>
    );
  } else if (list.length === 0) {
    body = <Card.Body className="text-body-secondary">{t("admin-discord.list.empty")}</Card.Body>;
  } else {
    body = (
      <ul className="list-group list-group-flush mb-0">
        {list.map((webhook) => {
          const state = STATE_WORDS[webhook.state];
          return (
            <li key={webhook.id} className="list-group-item discord-row">
              <div className="discord-main">
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <h2 className="h6 mb-0 text-break">{webhook.name}</h2>
                  <Badge bg={state.bg} text={state.text}>
                    {t(state.label)}
                  </Badge>
                  {webhook.is_public && (
                    <Badge bg="info" text="dark">
                      {t("admin-discord.list.public")}
                    </Badge>
                  )}
                </div>
                <p className="small mb-1 mt-1">
                  <code className="text-break" translate="no">
                    {webhook.url_hint}
                  </code>
                </p>
                <p className="small text-body-secondary mb-0">
                  {webhook.events.length > 0
                    ? webhook.events.map((event) => t(EVENT_WORDS[event])).join(" · ")
                    : t("admin-discord.list.noEvents")}
                </p>
                <p className="small text-body-secondary mb-0">
                  {[
                    webhook.last_delivered_at
                      ? t("admin-discord.list.lastDelivered", { when: formatDateTime(webhook.last_delivered_at) })
                      : t("admin-discord.list.neverDelivered"),
                    webhook.queued > 0 ? t("admin-discord.list.queued", { count: webhook.queued }) : "",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {webhook.state === "broken" && (
                  <p className="small text-danger mb-0">{t("admin-discord.list.brokenHelp")}</p>
                )}
                {webhook.last_error && (
                  <p className="small text-danger mb-0 text-break">
                    {t("admin-discord.list.lastError", { error: webhook.last_error })}
                  </p>
                )}
                {tests[webhook.id] !== undefined && <TestResult deliveryId={tests[webhook.id] ?? 0} />}
              </div>
              <div className="discord-actions d-flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={!webhook.enabled || test.isPending}
                  onClick={() => handleTest(webhook)}
                  aria-label={t("admin-discord.list.testLabel", { name: webhook.name })}
                >
                  {t("admin-discord.list.test")}
                </Button>
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => setEditing({ webhook })}
                  aria-label={t("admin-discord.list.editLabel", { name: webhook.name })}
                >
                  {t("admin-discord.list.edit")}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setDeleting(webhook)}
                  aria-label={t("admin-discord.list.deleteLabel", { name: webhook.name })}
                >
                  {t("admin-discord.list.delete")}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <p className="small text-body-secondary mb-0 me-auto">{t("admin-discord.list.intro")}</p>
        <Button onClick={() => setEditing({})}>{t("admin-discord.list.new")}</Button>
      </div>
      <Card className="admin-card mb-4">{body}</Card>
      <h2 className="h5">{t("admin-discord.failures.title")}</h2>
      <p className="small text-body-secondary">{t("admin-discord.failures.intro")}</p>
      {failures.length === 0 ? (
        <p className="text-body-secondary">{webhooks.isPending ? "" : t("admin-discord.failures.empty")}</p>
      ) : (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t("admin-discord.failures.when")}</th>
              <th scope="col">{t("admin-discord.failures.webhook")}</th>
              <th scope="col">{t("admin-discord.failures.event")}</th>
              <th scope="col">{t("admin-discord.failures.error")}</th>
            </tr>
          </thead>
          <tbody>
            {failures.map((failure) => (
              <tr key={failure.id}>
                <td className="text-nowrap">{formatDateTime(failure.given_up_at)}</td>
                <td>{failure.webhook_name}</td>
                <td>{t(kindWords(failure.kind))}</td>
                <td className="text-break">
                  {failure.last_error ?? "—"}{" "}
                  <span className="text-body-secondary">
                    ({t("admin-discord.failures.tries", { count: failure.tries })})
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing && <WebhookForm webhook={editing.webhook} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        show={deleting !== null}
        title={
          deleting ? t("admin-discord.delete.title", { name: deleting.name }) : t("admin-discord.delete.titleNone")
        }
        confirmLabel={t("admin-discord.delete.confirm")}
        busyLabel={t("admin-discord.delete.busy")}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p className="mb-0">
          {deleting?.queued ? t("admin-discord.delete.queued", { count: deleting.queued }) : ""}{" "}
          {t("admin-discord.delete.undone")}
        </p>
      </ConfirmDialog>
    </>
  );
}
