import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { PencilIcon } from "../../../components/feedback/pencil-icon";
import { TrashIcon } from "../../../components/feedback/trash-icon";
import { errorMessage } from "../../../lib/api-client";
import { useDeleteNewsNetwork } from "../api/delete-news-network";

/** The owner's edit and delete icons; delete asks first. */
export function NetworkActions({ id, name }: { id: number; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteNewsNetwork();
  const alerts = useAlerts();
  const navigate = useNavigate();

  function handleDelete() {
    remove.mutate(id, {
      onSuccess: () => {
        alerts.show("News network deleted successfully", "success");
        navigate("/mycolony2/");
      },
      onError: (error) => {
        setConfirming(false);
        alerts.show(errorMessage(error, "An error occurred while attempting to delete the news network."));
      },
    });
  }

  return (
    <div className="d-flex gap-1 flex-shrink-0">
      <Link
        to={`/mycolony2/news/edit/${id}/`}
        className="btn btn-outline-light btn-sm icon-button"
        aria-label="Edit news network"
        title="Edit news network"
      >
        <PencilIcon />
      </Link>
      <Button
        variant="outline-danger"
        size="sm"
        className="icon-button"
        aria-label="Delete news network"
        title="Delete news network"
        onClick={() => setConfirming(true)}
      >
        <TrashIcon size={18} />
      </Button>
      <ConfirmDialog
        show={confirming}
        title="Delete news network"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleDelete}
      >
        Are you sure you want to delete the news network <strong>{name}</strong>? Games using its URL will stop
        receiving its news.
      </ConfirmDialog>
    </div>
  );
}
