import {
  DISCORD_EVENTS,
  DISCORD_WEBHOOK_NAME_MAX,
  DISCORD_WEBHOOK_URL_MAX,
  type DiscordEvent,
  type DiscordWebhook,
  isDiscordWebhookUrl,
  isPublicDiscordEvent,
} from "@bastion/shared";
import { type FormEvent, useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useSaveWebhook } from "../api/save-webhook";
import { EVENT_WORDS } from "./event-words";

interface WebhookFormProps {
  /** The webhook to edit, or undefined for a new one. */
  webhook?: DiscordWebhook;
  onClose(): void;
}

/**
 * Add or edit a webhook in a dialog: its name, Discord's URL (never shown back: blank keeps it),
 * whether the channel is public (then only the events everyone may see can be picked), on or off,
 * and the events it receives.
 */
export function WebhookForm({ webhook, onClose }: WebhookFormProps) {
  const t = useT("admin-discord");
  const titleId = useId();
  const [name, setName] = useState(webhook?.name ?? "");
  const [url, setUrl] = useState("");
  const [isPublic, setPublic] = useState(webhook?.is_public ?? false);
  const [enabled, setEnabled] = useState(webhook?.enabled ?? true);
  const [events, setEvents] = useState<DiscordEvent[]>(webhook?.events ?? []);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveWebhook();
  const alerts = useAlerts();
  const urlLooksWrong = url.trim() !== "" && !isDiscordWebhookUrl(url);
  const chosen = isPublic ? events.filter(isPublicDiscordEvent) : events;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await save.mutateAsync({
        id: webhook?.id,
        name: name.trim(),
        url: url.trim(),
        events: DISCORD_EVENTS.filter((one) => chosen.includes(one)),
        is_public: isPublic,
        enabled,
      });
      alerts.show(answer.message, "success");
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) setErrors(error.body.errors);
      else alerts.show(errorMessage(error, t("admin-discord.form.submitError")));
    }
  }

  const fieldError = (field: string) => errors[field]?.join(" ");
  const toggle = (one: DiscordEvent, on: boolean) =>
    setEvents(on ? [...new Set([...events, one])] : events.filter((event) => event !== one));

  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId} size="lg">
      <Form onSubmit={handleSubmit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {webhook ? t("admin-discord.form.titleEdit", { name: webhook.name }) : t("admin-discord.form.titleNew")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {Object.keys(errors).length > 0 && <Alert variant="danger">{t("admin-discord.form.invalid")}</Alert>}
          <Form.Group className="mb-3" controlId="discord-name">
            <Form.Label>{t("admin-discord.form.name")}</Form.Label>
            <Form.Control
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={DISCORD_WEBHOOK_NAME_MAX}
              placeholder={t("admin-discord.form.namePlaceholder")}
              required
              isInvalid={Boolean(fieldError("name"))}
            />
            <Form.Control.Feedback type="invalid">{fieldError("name")}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="discord-url">
            <Form.Label>{t("admin-discord.form.url")}</Form.Label>
            <Form.Control
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              maxLength={DISCORD_WEBHOOK_URL_MAX}
              placeholder="https://discord.com/api/webhooks/…"
              autoComplete="off"
              spellCheck={false}
              required={!webhook}
              isInvalid={urlLooksWrong || Boolean(fieldError("url"))}
              aria-describedby="discord-url-help"
            />
            <Form.Text id="discord-url-help">
              {webhook ? t("admin-discord.form.urlKeep", { hint: webhook.url_hint }) : t("admin-discord.form.urlHelp")}
            </Form.Text>
            <Form.Control.Feedback type="invalid">
              {fieldError("url") ?? t("admin-discord.form.urlInvalid")}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Check
            type="switch"
            id="discord-public"
            className="mb-1"
            label={t("admin-discord.form.public")}
            checked={isPublic}
            onChange={(event) => setPublic(event.target.checked)}
            aria-describedby="discord-public-help"
          />
          <Form.Text id="discord-public-help" className="d-block mb-3">
            {t("admin-discord.form.publicHelp")}
          </Form.Text>
          <Form.Check
            type="switch"
            id="discord-enabled"
            className="mb-3"
            label={t("admin-discord.form.enabled")}
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          <fieldset>
            <legend className="h6">{t("admin-discord.form.events")}</legend>
            {DISCORD_EVENTS.map((one) => {
              const staffOnly = !isPublicDiscordEvent(one);
              const off = isPublic && staffOnly;
              return (
                <Form.Check
                  key={one}
                  id={`discord-event-${one}`}
                  className="mb-2"
                  checked={!off && events.includes(one)}
                  disabled={off}
                  onChange={(event) => toggle(one, event.target.checked)}
                  label={
                    <>
                      {t(EVENT_WORDS[one])}
                      {staffOnly && (
                        <span className="d-block small text-body-secondary">{t("admin-discord.form.staffOnly")}</span>
                      )}
                    </>
                  }
                />
              );
            })}
            {fieldError("events") && <p className="text-danger small">{fieldError("events")}</p>}
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t("admin-discord.form.cancel")}
          </Button>
          <Button
            type="submit"
            disabled={save.isPending || name.trim() === "" || urlLooksWrong || (!webhook && url.trim() === "")}
          >
            {save.isPending
              ? t("admin-discord.form.saving")
              : webhook
                ? t("admin-discord.form.save")
                : t("admin-discord.form.create")}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
