import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { TrashIcon } from "../../../components/feedback/trash-icon";
import { errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
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
  const t = useT("announcements");
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAnnouncement();
  const alerts = useAlerts();
  const navigate = useNavigate();
  if (!canEdit && !canDelete) return null;

  function handleDelete() {
    remove.mutate(id, {
      onSuccess: () => {
        alerts.show(t("announcements.delete.done"), "success");
        navigate("/announcements/");
      },
      onError: (error) => {
        setConfirming(false);
        alerts.show(errorMessage(error, t("announcements.delete.error")));
      },
    });
  }

  return (
    <div className="d-flex gap-1">
      {canEdit && (
        <Link
          to={`/announcements/edit/${id}/`}
          className="btn btn-outline-light btn-sm icon-button"
          aria-label={t("announcements.staff.edit")}
          title={t("announcements.staff.edit")}
        >
          <PencilIcon />
        </Link>
      )}
      {canDelete && (
        <Button
          variant="outline-danger"
          size="sm"
          className="icon-button"
          aria-label={t("announcements.staff.delete")}
          title={t("announcements.staff.delete")}
          onClick={() => setConfirming(true)}
        >
          <TrashIcon size={18} />
        </Button>
      )}
      <ConfirmDialog
        show={confirming}
        title={t("announcements.delete.title")}
        confirmLabel={t("announcements.delete.confirm")}
        busyLabel={t("announcements.delete.busy")}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleDelete}
      >
        <Trans id="announcements.delete.question" values={{ title: <>{title}</> }} components={{ 0: <strong /> }} />
      </ConfirmDialog>
    </div>
  );
}
