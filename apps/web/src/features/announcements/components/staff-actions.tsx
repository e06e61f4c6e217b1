import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { TrashIcon } from "../../../components/feedback/trash-icon";
import { errorMessage } from "../../../lib/api-client";
import { useDeleteAnnouncement } from "../api/delete-announcement";
import { PencilIcon } from "./icons";

interface StaffActionsProps {
  id: number;
  title: string;
  canEdit: boolean;
  canDelete: boolean;
}

/** The edit and delete icons, shown only to those the server lets edit or delete. */
export function StaffActions({ id, title, canEdit, canDelete }: StaffActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAnnouncement();
  const alerts = useAlerts();
  const navigate = useNavigate();
  if (!canEdit && !canDelete) return null;

  function handleDelete() {
    remove.mutate(id, {
      onSuccess: () => {
        alerts.show("Announcement deleted successfully", "success");
        navigate("/announcements/");
      },
      onError: (error) => {
        setConfirming(false);
        alerts.show(errorMessage(error, "An error occurred while attempting to delete the announcement."));
      },
    });
  }

  return (
    <div className="d-flex gap-1">
      {canEdit && (
        <Link
          to={`/announcements/edit/${id}/`}
          className="btn btn-outline-light btn-sm icon-button"
          aria-label="Edit announcement"
          title="Edit announcement"
        >
          <PencilIcon />
        </Link>
      )}
      {canDelete && (
        <Button
          variant="outline-danger"
          size="sm"
          className="icon-button"
          aria-label="Delete announcement"
          title="Delete announcement"
          onClick={() => setConfirming(true)}
        >
          <TrashIcon size={18} />
        </Button>
      )}
      <ConfirmDialog
        show={confirming}
        title="Delete announcement"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleDelete}
      >
        Are you sure you want to delete the announcement <strong>{title}</strong>? Its comments are deleted with it.
      </ConfirmDialog>
    </div>
  );
}
