import { LIMITS, PATCHING_MESSAGES, targetNameProblem } from "@bastion/shared";
import { NameDialog, type NameDialogProps } from "../../../components/feedback/name-dialog";

const FIELDS = ["name"] as const;

/** New target and rename: the folder-name rule, checked here and by the server. */
export function TargetNameDialog(props: NameDialogProps) {
  return (
    <NameDialog
      {...props}
      label="Target name"
      maxLength={LIMITS.folderName}
      problemOf={targetNameProblem}
      errorFields={FIELDS}
      failure={PATCHING_MESSAGES.saveTargetFailed}
    />
  );
}
