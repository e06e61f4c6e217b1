import { useState } from "react";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { DownloadIcon } from "../../../components/feedback/download-icon";
import { TrashIcon } from "../../../components/feedback/trash-icon";
import { errorMessage } from "../../../lib/api-client";
import { type FileLocation, useDeleteFile } from "../api/delete-file";
import { fileDownloadUrl } from "../api/download-urls";
import { ActionButton } from "./action-button";
import { useDownload } from "./download-state";

/** A file's actions: download for everyone here, delete (after a confirm) for downloads.modify. */
export function FileActions({ location, canModify }: { location: FileLocation; canModify: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteFile();
  const alerts = useAlerts();
  const download = useDownload();

  function handleDelete() {
    remove.mutate(location, {
      onSuccess: () => alerts.show(`${location.file} deleted.`, "success"),
      onError: (error) => alerts.show(errorMessage(error, "An error occurred while attempting to delete the file.")),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <div className="entry-actions d-flex gap-1 justify-content-end">
      <ActionButton
        icon={<DownloadIcon />}
        text="Download"
        label={`Download ${location.file}`}
        onClick={() => download.start("file", fileDownloadUrl(location), location.file)}
      />
      {canModify && (
        <ActionButton
          icon={<TrashIcon />}
          text="Delete"
          label={`Delete ${location.file}`}
          variant="outline-danger"
          onClick={() => setConfirming(true)}
        />
      )}
      <ConfirmDialog
        show={confirming}
        title="Delete file"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleDelete}
      >
        Are you sure you want to delete <strong>{location.file}</strong>? This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
