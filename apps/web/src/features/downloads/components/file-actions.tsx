import { useState } from "react";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { DownloadIcon } from "../../../components/feedback/download-icon";
import { TrashIcon } from "../../../components/feedback/trash-icon";
import { errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
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
  const t = useT("downloads");

  function handleDelete() {
    remove.mutate(location, {
      onSuccess: () => alerts.show(t("downloads.messages.fileDeleted", { file: location.file }), "success"),
      onError: (error) => alerts.show(errorMessage(error, t("downloads.messages.deleteFileFailed"))),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <div className="entry-actions d-flex gap-1 justify-content-end">
      <ActionButton
        icon={<DownloadIcon />}
        text={t("downloads.actions.download")}
        label={t("downloads.actions.downloadLabel", { name: location.file })}
        onClick={() => download.start("file", fileDownloadUrl(location), location.file)}
      />
      {canModify && (
        <ActionButton
          icon={<TrashIcon />}
          text={t("downloads.actions.delete")}
          label={t("downloads.actions.deleteLabel", { name: location.file })}
          variant="outline-danger"
          onClick={() => setConfirming(true)}
        />
      )}
      <ConfirmDialog
        show={confirming}
        title={t("downloads.deleteFile.title")}
        confirmLabel={t("downloads.actions.delete")}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleDelete}
      >
        <Trans id="downloads.deleteFile.body" values={{ name: location.file }} components={{ 0: <strong /> }} />
      </ConfirmDialog>
    </div>
  );
}
