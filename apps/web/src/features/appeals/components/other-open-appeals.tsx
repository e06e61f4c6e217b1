import type { OtherOpenAppeal } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useCloseOtherAppeals } from "../api/close-other-appeals";
import { MESSAGES } from "./messages";
import { StatusBadge } from "./status-badge";

/**
 * Administrators: the punishment's other open appeals beside this one (anyone may appeal any
 * punishment, so duplicates and strangers' appeals show up here), and one action to close them.
 */
export function OtherOpenAppeals({ appealId, others }: { appealId: number; others: OtherOpenAppeal[] }) {
  const [confirming, setConfirming] = useState(false);
  const close = useCloseOtherAppeals(appealId);
  const alerts = useAlerts();
  const count = others.length;

  function handleConfirm() {
    close.mutate(undefined, {
      onSuccess: ({ message }) => alerts.show(message, "success"),
      onError: (error) => alerts.show(errorMessage(error, MESSAGES.postComment)),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0 me-auto">Other open appeals of this punishment ({count})</h2>
        <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
          Close the other {count === 1 ? "appeal" : `${count} appeals`}
        </Button>
      </div>
      <ul className="list-unstyled mb-0">
        {others.map((other) => (
          <li key={other.id} className="d-flex flex-wrap align-items-center gap-2 py-1">
            <Link to={`/appeals/inspect/${other.id}/`}>Appeal #{other.id}</Link>
            <span className="text-body-secondary">
              by {other.submitted_by} on <time dateTime={other.date_created}>{formatDateTime(other.date_created)}</time>
            </span>
            <StatusBadge status={other.status} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={confirming}
        title="Close the other appeals?"
        confirmLabel="Close them"
        busy={close.isPending}
        busyLabel="Closing…"
        onConfirm={handleConfirm}
        onCancel={() => setConfirming(false)}
      >
        {count === 1 ? "The other open appeal" : `The ${count} other open appeals`} of this punishment will be closed as
        Denied, and {count === 1 ? "its submitter is" : "their submitters are"} told by e-mail. This appeal stays as it
        is.
      </ConfirmDialog>
    </>
  );
}
