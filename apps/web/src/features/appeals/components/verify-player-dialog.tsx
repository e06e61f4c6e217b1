import { hasVisibleText, LIMITS, PUNISHMENT_TYPES, type PunishmentType } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { Link, useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useVerifyPunishment } from "../api/verify-punishment";
import { TYPE_LABEL } from "./labels";
import { MESSAGES } from "./messages";

interface VerifyPlayerDialogProps {
  show: boolean;
  onHide(): void;
}

/**
 * Step one of an appeal (spec §2): find the punishment by player name and type, then carry it to
 * the create page in the router's state.
 */
export function VerifyPlayerDialog({ show, onHide }: VerifyPlayerDialogProps) {
  const t = useT("appeals");
  const words = useT("minecraft-link");
  /** Why only the punished player may appeal, while the owner wants that (issue 32): shown in the dialog. */
  const [linkNeeded, setLinkNeeded] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [type, setType] = useState<PunishmentType>("Ban");
  const verify = useVerifyPunishment();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const blank = !hasVisibleText(name);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const playerName = name.trim();
    // Spec §5: a name over 30 characters stops the submit silently.
    if (!playerName || playerName.length > LIMITS.appealVerifyName) return;
    setLinkNeeded(null);
    try {
      const punishment = await verify.mutateAsync({ player_name: playerName, punishment_type: type });
      navigate("/appeals/create/", { state: { punishment } });
    } catch (error) {
      if (error instanceof ApiError && error.code === "minecraft_link_required") setLinkNeeded(error.message);
      else alerts.show(errorMessage(error, t(MESSAGES.verify)));
    }
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="verify-player-title">
      <Form onSubmit={handleSubmit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="verify-player-title" as="h2" className="h5">
            {t("appeals.verify.title")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">{t("appeals.verify.intro")}</p>
          {linkNeeded && (
            <Alert variant="warning" className="small" data-testid="minecraft-link-needed">
              <p className="mb-2">{linkNeeded}</p>
              <Link to="/profile/#minecraft-link" className="alert-link" onClick={onHide}>
                {words("minecraft-link.appeal.link")}
              </Link>
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="verify-player-name">
            <Form.Label>{t("appeals.verify.playerName")}</Form.Label>
            <Form.Control
              type="text"
              value={name}
              autoComplete="off"
              autoFocus
              required
              onChange={(event) => setName(event.target.value)}
            />
          </Form.Group>
          <Form.Group controlId="verify-punishment-type">
            <Form.Label>{t("appeals.verify.type")}</Form.Label>
            <Form.Select value={type} onChange={(event) => setType(event.target.value as PunishmentType)}>
              {PUNISHMENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(TYPE_LABEL[value])}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide}>
            {t("appeals.verify.cancel")}
          </Button>
          <Button type="submit" variant="primary" disabled={blank || verify.isPending}>
            {verify.isPending ? t("appeals.verify.searching") : t("appeals.verify.search")}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
