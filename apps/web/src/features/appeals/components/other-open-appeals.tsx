import type { OtherOpenAppeal } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n";
import { useCloseOtherAppeals } from "../api/close-other-appeals";
import { MESSAGES } from "./messages";
import { StatusBadge } from "./status-badge";

/**
 * Administrators: the punishment's other open appeals beside this one (anyone may appeal any
 * punishment, so duplicates and strangers' appeals show up here), and one action to close them.
 */
export function OtherOpenAppeals({ appealId, others }: { appealId: number; others: OtherOpenAppeal[] }) {
  const t = useT("appeals");
  const [confirming, setConfirming] = useState(false);
  const close = useCloseOtherAppeals(appealId);
  const alerts = useAlerts();
  const count = others.length;

  function handleConfirm() {
    close.mutate(undefined, {
      onSuccess: ({ message }) => alerts.show(message, "success"),
      onError: (error) => alerts.show(errorMessage(error, t(MESSAGES.postComment))),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0 me-auto">{t("appeals.others.heading", { count })}</h2>
        <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
          {t("appeals.others.close", { count })}
        </Button>
      </div>
      <ul className="list-unstyled mb-0">
        {others.map((other) => (
          <li key={other.id} className="d-flex flex-wrap align-items-center gap-2 py-1">
            <Link to={`/appeals/inspect/${other.id}/`}>{t("appeals.others.link", { id: other.id })}</Link>
            <span className="text-body-secondary">
              <Trans
                id="appeals.others.by"
                // A name as a node, not text: Trans would read tags in it.
                values={{ user: <>{other.submitted_by}</>, date: formatDateTime(other.date_created) }}
                components={{ 0: <time dateTime={other.date_created} /> }}
              />
            </span>
            <StatusBadge status={other.status} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={confirming}
        title={t("appeals.others.confirmTitle")}
        confirmLabel={t("appeals.others.confirm")}
        busy={close.isPending}
        busyLabel={t("appeals.others.closing")}
        onConfirm={handleConfirm}
        onCancel={() => setConfirming(false)}
      >
        {t("appeals.others.confirmText", { count })}
      </ConfirmDialog>
    </>
  );
}
