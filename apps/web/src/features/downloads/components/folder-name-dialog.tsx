import { LIMITS, nameProblem } from "@bastion/shared";
import { NameDialog, type NameDialogProps } from "../../../components/feedback/name-dialog";
import { useT } from "../../../lib/i18n";

const folderProblem = (name: string) => nameProblem(name, "folder", { isNew: true });
/** The name field is called differently on each call. */
const FIELDS = ["folder_name", "subfolder_name", "new_folder_name"] as const;

/** Create Folder and rename: one name, checked here by the same rule the server applies. */
export function FolderNameDialog(props: NameDialogProps) {
  const t = useT("downloads");
  return (
    <NameDialog
      {...props}
      label={t("downloads.nameDialog.label")}
      maxLength={LIMITS.folderName}
      problemOf={folderProblem}
      errorFields={FIELDS}
      failure={t("downloads.messages.saveFolderFailed")}
    />
  );
}
