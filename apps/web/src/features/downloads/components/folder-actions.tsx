import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { TrashIcon } from "../../../components/feedback/trash-icon";
import { errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
import { useCreateFolder } from "../api/create-folder";
import { useDeleteFolder } from "../api/delete-folder";
import { useRenameFolder } from "../api/modify-folder";
import { ActionButton } from "./action-button";
import { FolderNameDialog } from "./folder-name-dialog";
import { PencilIcon } from "./icons";

interface FolderRef {
  /** The folder a subfolder is in; absent for a top-level folder. */
  parent?: string;
  name: string;
}

/** Create Folder: a top-level folder, or a subfolder of `parent`. */
export function CreateFolderButton({ parent }: { parent?: string }) {
  const [open, setOpen] = useState(false);
  const create = useCreateFolder();
  const alerts = useAlerts();
  const t = useT("downloads");
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t("downloads.create.button")}
      </Button>
      <FolderNameDialog
        show={open}
        title={parent === undefined ? t("downloads.create.button") : t("downloads.create.titleIn", { parent })}
        submitLabel={t("downloads.create.submit")}
        busy={create.isPending}
        onHide={() => setOpen(false)}
        onSubmit={async (name) => {
          const answer = await create.mutateAsync({ parent, name });
          alerts.show(answer.message, "success");
          setOpen(false);
        }}
      />
    </>
  );
}

/** The Modify and Delete buttons of a folder or subfolder (downloads.modify holders only). */
export function FolderModifyButtons({ parent, name }: FolderRef) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameFolder();
  const remove = useDeleteFolder();
  const alerts = useAlerts();
  const t = useT("downloads");

  function handleDelete() {
    remove.mutate(
      { parent, name },
      {
        onSuccess: () => alerts.show(t("downloads.messages.folderDeleted", { name }), "success"),
        onError: (error) => alerts.show(errorMessage(error, t("downloads.messages.deleteFolderFailed"))),
        onSettled: () => setConfirming(false),
      },
    );
  }

  return (
    <>
      <ActionButton
        icon={<PencilIcon />}
        text={t("downloads.actions.modify")}
        label={t("downloads.actions.modifyLabel", { name })}
        onClick={() => setRenaming(true)}
      />
      <ActionButton
        icon={<TrashIcon />}
        text={t("downloads.actions.delete")}
        label={t("downloads.actions.deleteLabel", { name })}
        variant="outline-danger"
        onClick={() => setConfirming(true)}
      />
      <FolderNameDialog
        show={renaming}
        title={t("downloads.rename.title", { name })}
        submitLabel={t("downloads.rename.submit")}
        initialName={name}
        busy={rename.isPending}
        onHide={() => setRenaming(false)}
        onSubmit={async (newName) => {
          await rename.mutateAsync({ parent, name, newName });
          alerts.show(t("downloads.messages.modified"), "success");
          setRenaming(false);
        }}
      />
      <ConfirmDialog
        show={confirming}
        title={t("downloads.deleteFolder.title")}
        confirmLabel={t("downloads.actions.delete")}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleDelete}
      >
        <Trans id="downloads.deleteFolder.body" values={{ name }} components={{ 0: <strong /> }} />
      </ConfirmDialog>
    </>
  );
}
