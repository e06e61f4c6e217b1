import { CONTACT_NAME_MAX, LIMITS } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { BotCheckError, useBotCheck } from "../../../components/bot-check/use-bot-check";
import { CharacterCounter } from "../../../components/feedback/character-counter";
import { AuthCard } from "../../../components/layout/auth-card";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useSendContactMessage } from "../api/send-contact-message";

const EMPTY = { name: "", email: "", message: "" };
type Field = keyof typeof EMPTY;
/** What a field left empty says, as message ids. */
const REQUIRED: Record<Field, string> = {
  name: "contact.required.name",
  email: "contact.required.email",
  message: "contact.required.message",
};

/** A field's errors, and once they have closed, their text kept in the field's description. */
function FieldErrors({ messages, note, id }: { messages: string[] | undefined; note: string | undefined; id: string }) {
  return (
    <>
      {note && (
        <Form.Text id={id} className="d-block field-note">
          {note}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" role="alert">
        {messages?.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </Form.Control.Feedback>
    </>
  );
}

/** /contact-us/: name, e-mail and a message of at most 500 characters, with a counter. */
export function ContactPage() {
  const t = useT("contact");
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors();
  const botCheck = useBotCheck("contact_form");
  const send = useSendContactMessage();
  const alerts = useAlerts();
  const remaining = LIMITS.contactMessage - values.message.length;
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    fieldErrors.edited(field);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };
  const noteId = (field: Field) => (fieldErrors.note(field) ? `contact-${field}-note` : undefined);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(
      (Object.keys(EMPTY) as Field[])
        .filter((field) => !values[field].trim())
        .map((field) => [field, [t(REQUIRED[field])]]),
    );
    // Every submit starts afresh: last time's messages do not stay beside this one's answer.
    fieldErrors.setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const answer = await send.mutateAsync({ ...values, "g-recaptcha-response": await botCheck.getToken() });
      alerts.show(answer.message, "success");
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof BotCheckError) alerts.show(error.message);
      else if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, t("contact.failure")));
    } finally {
      setBusy(false);
    }
  }

  const { errors } = fieldErrors;
  return (
    <AuthCard wide title={t("contact.title")} lead={t("contact.lead")}>
      <Form noValidate onSubmit={handleSubmit}>
        <div className="row g-3 mb-3">
          <Form.Group controlId="contact-name" className="col-md-6">
            <Form.Label>{t("contact.name")}</Form.Label>
            <Form.Control
              name="name"
              autoComplete="name"
              maxLength={CONTACT_NAME_MAX}
              value={values.name}
              isInvalid={Boolean(errors.name)}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={noteId("name")}
              onChange={set("name")}
            />
            <FieldErrors messages={errors.name} note={fieldErrors.note("name")} id="contact-name-note" />
          </Form.Group>
          <Form.Group controlId="contact-email" className="col-md-6">
            <Form.Label>{t("contact.email")}</Form.Label>
            <Form.Control
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              isInvalid={Boolean(errors.email)}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={noteId("email")}
              onChange={set("email")}
            />
            <FieldErrors messages={errors.email} note={fieldErrors.note("email")} id="contact-email-note" />
          </Form.Group>
        </div>
        <Form.Group controlId="contact-message" className="mb-3">
          <Form.Label>{t("contact.message")}</Form.Label>
          <Form.Control
            as="textarea"
            rows={6}
            name="message"
            maxLength={LIMITS.contactMessage}
            value={values.message}
            isInvalid={Boolean(errors.message)}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={["contact-message-counter", noteId("message")].filter(Boolean).join(" ")}
            onChange={set("message")}
          />
          <FieldErrors messages={errors.message} note={fieldErrors.note("message")} id="contact-message-note" />
          <CharacterCounter
            id="contact-message-counter"
            remaining={remaining}
            warnAt={50}
            className="d-block text-end"
          />
        </Form.Group>
        {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
        <div className="d-flex justify-content-end">
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t("contact.sending") : t("contact.send")}
          </Button>
        </div>
      </Form>
    </AuthCard>
  );
}
