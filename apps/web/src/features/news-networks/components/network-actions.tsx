import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { PencilIcon } from "../../../components/feedback/pencil-icon";
import { TrashIcon } from "../../../components/feedback/trash-icon";
import { errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
import { useDeleteNewsNetwork } from "../api/delete-news-network";

/** The owner's edit and delete icons; delete asks first. */
export function NetworkActions({ id, name }: { id: number; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteNewsNetwork();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const t = useT("news-networks");

  function handleDelete() {
    remove.mutate(id, {
      onSuccess: () => {
        alerts.show(t("news-networks.messages.deleted"), "success");
        navigate("/mycolony2/");
      },
      onError: (error) => {
        setConfirming(false);
        alerts.show(errorMessage(error, t("news-networks.messages.deleteFailed")));
      },
    });
  }

  return (
    <div className="d-flex gap-1 flex-shrink-0">
      <Link
        to={`/mycolony2/news/edit/${id}/`}
        className="btn btn-outline-light btn-sm icon-button"
        aria-label={t("news-networks.title.edit")}
        title={t("news-networks.title.edit")}
      >
        <PencilIcon />
      </Link>
      <Button
        variant="outline-danger"
        size="sm"
        className="icon-button"
        aria-label={t("news-networks.actions.delete")}
        title={t("news-networks.actions.delete")}
        onClick={() => setConfirming(true)}
      >
        <TrashIcon size={18} />
      </Button>
      <ConfirmDialog
        show={confirming}
        title={t("news-networks.actions.delete")}
        confirmLabel={t("news-networks.actions.confirmDelete")}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleDelete}
      >
        <Trans id="news-networks.actions.deleteBody" values={{ name }} components={{ 0: <strong /> }} />
      </ConfirmDialog>
    </div>
  );
}
