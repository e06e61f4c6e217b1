import { APPEAL_LIMITS, type AppealPunishment, hasVisibleText, type OwnAppeal } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import { useLocation, useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { useBotCheck } from "../../../components/bot-check/use-bot-check";
import { ErrorLoadingPage } from "../../../components/errors/pages";
import { LinkButton } from "../../../components/feedback/link-button";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n";
import { useCreateAppeal } from "../api/create-appeal";
import { useOwnAppeal } from "../api/get-own-appeal";
import { MESSAGES } from "./messages";
import { PunishmentSummary } from "./punishment-summary";
import "./appeals.css";
import { CharacterCounter } from "../../../components/feedback/character-counter";

/** The punishment handed over by the verify step, or undefined when the page was opened directly. */
function punishmentFrom(state: unknown): AppealPunishment | undefined {
  const punishment = (state as { punishment?: Partial<AppealPunishment> } | null)?.punishment;
  if (
    !punishment ||
    typeof punishment.id !== "number" ||
    typeof punishment.player !== "string" ||
    typeof punishment.date !== "string"
  ) {
    return undefined;
  }
  return punishment as AppealPunishment;
}

function CreateAppealForm({ punishment }: { punishment: AppealPunishment }) {
  const t = useT("appeals");
  const [text, setText] = useState("");
  const create = useCreateAppeal();
  const bot = useBotCheck("submit_appeal_form");
  const alerts = useAlerts();
  const navigate = useNavigate();
  const remaining = APPEAL_LIMITS.message - text.trim().length;
  const blank = !hasVisibleText(text);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank || remaining < 0) return;
    try {
      const token = await bot.getToken();
      const { appeal_id } = await create.mutateAsync({
        punishment_id: punishment.id,
        appeal_message: text,
        "g-recaptcha-response": token,
      });
      navigate(`/appeals/inspect/${appeal_id}/`, { replace: true });
    } catch (error) {
      alerts.show(errorMessage(error, t(MESSAGES.create)));
    }
  }

  return (
    <Form onSubmit={handleSubmit} noValidate>
      {/* Issue 27: the punishment's reason is above; this is the player's own, labelled apart. */}
      <Form.Group controlId="appeal-message">
        <Form.Label className="fw-semibold mb-1">{t("appeals.create.label")}</Form.Label>
        <Form.Text id="appeal-message-hint" as="p" className="d-block mt-0 mb-2 text-body-secondary">
          {t("appeals.create.hint")}
        </Form.Text>
        <Form.Control
          as="textarea"
          rows={6}
          value={text}
          isInvalid={remaining < 0}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="appeal-message-hint appeal-message-counter"
        />
      </Form.Group>
      <CharacterCounter id="appeal-message-counter" remaining={remaining} />
      {bot.widget}
      <div className="d-flex justify-content-end gap-2 mt-3">
        <LinkButton to="/appeals/" variant="secondary">
          {t("appeals.create.cancel")}
        </LinkButton>
        <Button type="submit" variant="primary" disabled={blank || remaining < 0 || create.isPending}>
          {create.isPending ? t("appeals.create.creating") : t("appeals.create.submit")}
        </Button>
      </div>
    </Form>
  );
}

/** The player's open appeal of this punishment, shown instead of a form the server would refuse (issue 27). */
function AlreadyAppealed({ appeal }: { appeal: NonNullable<OwnAppeal["appeal"]> }) {
  const t = useT("appeals");
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <p className="mb-0 me-auto">
        <Trans
          id="appeals.create.already"
          values={{ date: formatDate(appeal.date_created) }}
          components={{ 0: <time dateTime={appeal.date_created} /> }}
        />
      </p>
      <LinkButton to={`/appeals/inspect/${appeal.id}/`} variant="primary">
        {t("appeals.create.view")}
      </LinkButton>
    </div>
  );
}

function FormPlaceholder() {
  return (
    <div className="placeholder-glow" aria-busy="true">
      <span className="placeholder col-3 mb-3" />
      <span className="placeholder col-12 mb-2 appeal-form-placeholder" />
    </div>
  );
}

/** /appeals/create/: step two, only reachable from the verify dialog (spec §2). */
export function CreateAppealPage() {
  const t = useT("appeals");
  const location = useLocation();
  const punishment = punishmentFrom(location.state);
  const own = useOwnAppeal(punishment?.id ?? 0);
  if (!punishment) return <ErrorLoadingPage />;
  // When the question fails, the form is shown: the server still refuses a second open appeal.
  const openAppeal = own.data?.appeal?.is_opened ? own.data.appeal : undefined;

  return (
    <section className="container py-4 py-lg-5 appeal-narrow">
      <h1 className="mb-4">{t("appeals.title.create")}</h1>
      <Card className="appeal-card mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5 mb-3">
            {t("appeals.punishment")}
          </Card.Title>
          <PunishmentSummary punishment={punishment} />
        </Card.Body>
      </Card>
      <Card className="appeal-card">
        <Card.Body>
          {own.isPending ? (
            <FormPlaceholder />
          ) : openAppeal ? (
            <AlreadyAppealed appeal={openAppeal} />
          ) : (
            <CreateAppealForm punishment={punishment} />
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
