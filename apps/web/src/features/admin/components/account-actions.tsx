import type { PersonDetail } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import ListGroup from "react-bootstrap/ListGroup";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { useDeactivatePerson } from "../api/deactivate-person";
import { useEndSessions } from "../api/end-sessions";
import { useReactivatePerson } from "../api/reactivate-person";
import { useVerifyPerson } from "../api/verify-person";

const FAILED = "An error occurred while submitting the form.";

type Confirming = "deactivate" | "sessions" | null;

/** Verification, deactivation and sessions: one row each, saying the state and offering the change. */
export function AccountActions({ person }: { person: PersonDetail }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const verify = useVerifyPerson(person.id);
  const deactivate = useDeactivatePerson(person.id);
  const reactivate = useReactivatePerson(person.id);
  const endSessions = useEndSessions(person.id);
  const alerts = useAlerts();

  const report = {
    onSuccess: (answer: { message: string }) => alerts.show(answer.message, "success"),
    onError: (error: unknown) => alerts.show(errorMessage(error, FAILED)),
    onSettled: () => setConfirming(null),
  };
  const sessions = `${person.live_sessions} live session${person.live_sessions === 1 ? "" : "s"}`;

  return (
    <Card className="admin-card">
      <Card.Body>
        <h2 className="h5 mb-3">Account</h2>
        <ListGroup variant="flush">
          <ListGroup.Item className="bg-transparent px-0 d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">{person.is_verified ? "E-mail verified." : "E-mail not verified yet."}</span>
            {!person.is_verified && (
              <Button
                size="sm"
                variant="outline-light"
                disabled={verify.isPending}
                onClick={() => verify.mutate(undefined, report)}
              >
                {verify.isPending ? "Marking…" : "Mark verified"}
              </Button>
            )}
          </ListGroup.Item>
          <ListGroup.Item className="bg-transparent px-0 d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">
              {person.is_active ? "Active: can sign in." : "Deactivated: cannot sign in."}
            </span>
            {person.is_active ? (
              <Button
                size="sm"
                variant="outline-warning"
                disabled={person.is_last_owner}
                title={person.is_last_owner ? "The site's last active owner cannot be deactivated." : undefined}
                onClick={() => setConfirming("deactivate")}
              >
                Deactivate
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline-success"
                disabled={reactivate.isPending}
                onClick={() => reactivate.mutate(undefined, report)}
              >
                {reactivate.isPending ? "Reactivating…" : "Reactivate"}
              </Button>
            )}
          </ListGroup.Item>
          <ListGroup.Item className="bg-transparent px-0 d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">{sessions}.</span>
            <Button
              size="sm"
              variant="outline-light"
              disabled={person.live_sessions === 0}
              onClick={() => setConfirming("sessions")}
            >
              End all sessions
            </Button>
          </ListGroup.Item>
        </ListGroup>
      </Card.Body>
      <ConfirmDialog
        show={confirming === "deactivate"}
        title={`Deactivate ${person.username}?`}
        confirmLabel="Deactivate"
        busyLabel="Deactivating…"
        busy={deactivate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => deactivate.mutate(undefined, report)}
      >
        Their {sessions} end at once and they cannot sign in until the account is reactivated. Nothing they wrote is
        removed.
      </ConfirmDialog>
      <ConfirmDialog
        show={confirming === "sessions"}
        title={`End ${person.username}'s sessions?`}
        confirmLabel="End sessions"
        busyLabel="Ending…"
        busy={endSessions.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => endSessions.mutate(undefined, report)}
      >
        They are signed out everywhere ({sessions}) and can sign in again with their password.
      </ConfirmDialog>
    </Card>
  );
}
