import type { PersonDetail } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import ListGroup from "react-bootstrap/ListGroup";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useDeactivatePerson } from "../api/deactivate-person";
import { useEndSessions } from "../api/end-sessions";
import { useReactivatePerson } from "../api/reactivate-person";
import { useVerifyPerson } from "../api/verify-person";

type Confirming = "deactivate" | "sessions" | null;

/** Verification, deactivation and sessions: one row each, saying the state and offering the change. */
export function AccountActions({ person }: { person: PersonDetail }) {
  const t = useT("admin");
  const [confirming, setConfirming] = useState<Confirming>(null);
  const verify = useVerifyPerson(person.id);
  const deactivate = useDeactivatePerson(person.id);
  const reactivate = useReactivatePerson(person.id);
  const endSessions = useEndSessions(person.id);
  const alerts = useAlerts();

  const report = {
    onSuccess: (answer: { message: string }) => alerts.show(answer.message, "success"),
    onError: (error: unknown) => alerts.show(errorMessage(error, t("admin.error.submit"))),
    onSettled: () => setConfirming(null),
  };
  const sessions = { count: person.live_sessions };

  return (
    <Card className="admin-card">
      <Card.Body>
        <h2 className="h5 mb-3">{t("admin.account.title")}</h2>
        <ListGroup variant="flush">
          <ListGroup.Item className="bg-transparent px-0 d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">
              {person.is_verified ? t("admin.account.verified") : t("admin.account.notVerified")}
            </span>
            {!person.is_verified && (
              <Button
                size="sm"
                variant="outline-light"
                disabled={verify.isPending}
                onClick={() => verify.mutate(undefined, report)}
              >
                {verify.isPending ? t("admin.account.marking") : t("admin.account.markVerified")}
              </Button>
            )}
          </ListGroup.Item>
          <ListGroup.Item className="bg-transparent px-0 d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">
              {person.is_active ? t("admin.account.active") : t("admin.account.inactive")}
            </span>
            {person.is_active ? (
              <Button
                size="sm"
                variant="outline-warning"
                disabled={person.is_last_owner}
                title={person.is_last_owner ? t("admin.account.lastOwner") : undefined}
                onClick={() => setConfirming("deactivate")}
              >
                {t("admin.account.deactivate")}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline-success"
                disabled={reactivate.isPending}
                onClick={() => reactivate.mutate(undefined, report)}
              >
                {reactivate.isPending ? t("admin.account.reactivating") : t("admin.account.reactivate")}
              </Button>
            )}
          </ListGroup.Item>
          <ListGroup.Item className="bg-transparent px-0 d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">{t("admin.account.sessions", sessions)}</span>
            <Button
              size="sm"
              variant="outline-light"
              disabled={person.live_sessions === 0}
              onClick={() => setConfirming("sessions")}
            >
              {t("admin.account.endAll")}
            </Button>
          </ListGroup.Item>
        </ListGroup>
      </Card.Body>
      <ConfirmDialog
        show={confirming === "deactivate"}
        title={t("admin.account.deactivateTitle", { username: person.username })}
        confirmLabel={t("admin.account.deactivate")}
        busyLabel={t("admin.account.deactivating")}
        busy={deactivate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => deactivate.mutate(undefined, report)}
      >
        {t("admin.account.deactivateBody", sessions)}
      </ConfirmDialog>
      <ConfirmDialog
        show={confirming === "sessions"}
        title={t("admin.account.endTitle", { username: person.username })}
        confirmLabel={t("admin.account.endConfirm")}
        busyLabel={t("admin.account.ending")}
        busy={endSessions.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => endSessions.mutate(undefined, report)}
      >
        {t("admin.account.endBody", sessions)}
      </ConfirmDialog>
    </Card>
  );
}
