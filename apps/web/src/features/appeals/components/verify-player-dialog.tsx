import { hasVisibleText, LIMITS, PUNISHMENT_TYPES, type PunishmentType } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useVerifyPunishment } from "../api/verify-punishment";
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
    try {
      const punishment = await verify.mutateAsync({ player_name: playerName, punishment_type: type });
      navigate("/appeals/create/", { state: { punishment } });
    } catch (error) {
      alerts.show(errorMessage(error, MESSAGES.verify));
    }
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="verify-player-title">
      <Form onSubmit={handleSubmit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="verify-player-title" as="h2" className="h5">
            Verify Player Name
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">
            Enter your in-game name and the kind of punishment you want to appeal. We look up the latest one.
          </p>
          <Form.Group className="mb-3" controlId="verify-player-name">
            <Form.Label>Player Name</Form.Label>
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
            <Form.Label>Punishment type</Form.Label>
            <Form.Select value={type} onChange={(event) => setType(event.target.value as PunishmentType)}>
              {PUNISHMENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={blank || verify.isPending}>
            {verify.isPending ? "Searching…" : "Search"}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
