import { LIMITS, nameProblem } from "@bastion/shared";
import { NameDialog, type NameDialogProps } from "../../../components/feedback/name-dialog";

const folderProblem = (name: string) => nameProblem(name, "folder", { isNew: true });
/** The name field is called differently on each call. */
const FIELDS = ["folder_name", "subfolder_name", "new_folder_name"] as const;

/** Create Folder and rename: one name, checked here by the same rule the server applies. */
export function FolderNameDialog(props: NameDialogProps) {
  return (
    <NameDialog
      {...props}
      label="Folder name"
      maxLength={LIMITS.folderName}
      problemOf={folderProblem}
      errorFields={FIELDS}
      failure="An error occurred while attempting to save the folder."
    />
  );
}
