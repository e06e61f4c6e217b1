import { APPEAL_LIMITS, type AppealPunishment, hasVisibleText } from "@bastion/shared";
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
import { useCreateAppeal } from "../api/create-appeal";
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
      alerts.show(errorMessage(error, MESSAGES.create));
    }
  }

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <Form.Group controlId="appeal-message">
        <Form.Label className="fw-semibold">Reason</Form.Label>
        <Form.Control
          as="textarea"
          rows={6}
          value={text}
          placeholder="Explain why this punishment should be lifted."
          isInvalid={remaining < 0}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="appeal-message-counter"
        />
      </Form.Group>
      <CharacterCounter id="appeal-message-counter" remaining={remaining} />
      {bot.widget}
      <div className="d-flex justify-content-end gap-2 mt-3">
        <LinkButton to="/appeals/" variant="secondary">
          Cancel
        </LinkButton>
        <Button type="submit" variant="primary" disabled={blank || remaining < 0 || create.isPending}>
          {create.isPending ? "Creating…" : "Create"}
        </Button>
      </div>
    </Form>
  );
}

/** /appeals/create/: step two, only reachable from the verify dialog (spec §2). */
export function CreateAppealPage() {
  const location = useLocation();
  const punishment = punishmentFrom(location.state);
  if (!punishment) return <ErrorLoadingPage />;

  return (
    <section className="container py-4 py-lg-5 appeal-narrow">
      <h1 className="mb-4">Create An Appeal</h1>
      <Card className="appeal-card mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5 mb-3">
            Punishment
          </Card.Title>
          <PunishmentSummary punishment={punishment} />
        </Card.Body>
      </Card>
      <Card className="appeal-card">
        <Card.Body>
          <CreateAppealForm punishment={punishment} />
        </Card.Body>
      </Card>
    </section>
  );
}
