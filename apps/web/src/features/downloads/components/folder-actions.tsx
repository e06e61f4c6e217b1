import { DOWNLOADS_MESSAGES } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { TrashIcon } from "../../../components/feedback/trash-icon";
import { errorMessage } from "../../../lib/api-client";
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
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Create Folder
      </Button>
      <FolderNameDialog
        show={open}
        title={parent === undefined ? "Create Folder" : `Create Folder in ${parent}`}
        submitLabel="Create"
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

  function handleDelete() {
    remove.mutate(
      { parent, name },
      {
        onSuccess: () => alerts.show(`Folder ${name} deleted.`, "success"),
        onError: (error) => alerts.show(errorMessage(error, DOWNLOADS_MESSAGES.deleteFolderFailed)),
        onSettled: () => setConfirming(false),
      },
    );
  }

  return (
    <>
      <ActionButton icon={<PencilIcon />} text="Modify" label={`Modify ${name}`} onClick={() => setRenaming(true)} />
      <ActionButton
        icon={<TrashIcon />}
        text="Delete"
        label={`Delete ${name}`}
        variant="outline-danger"
        onClick={() => setConfirming(true)}
      />
      <FolderNameDialog
        show={renaming}
        title={`Modify ${name}`}
        submitLabel="Save"
        initialName={name}
        busy={rename.isPending}
        onHide={() => setRenaming(false)}
        onSubmit={async (newName) => {
          await rename.mutateAsync({ parent, name, newName });
          alerts.show(DOWNLOADS_MESSAGES.modified, "success");
          setRenaming(false);
        }}
      />
      <ConfirmDialog
        show={confirming}
        title="Delete folder"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleDelete}
      >
        Are you sure you want to delete <strong>{name}</strong> and everything in it? This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
