import { LIMITS, targetNameProblem } from "@bastion/shared";
import { NameDialog, type NameDialogProps } from "../../../components/feedback/name-dialog";
import { useT } from "../../../lib/i18n";

const FIELDS = ["name"] as const;

/** New target and rename: the folder-name rule, checked here and by the server. */
export function TargetNameDialog(props: NameDialogProps) {
  const t = useT("patching");
  return (
    <NameDialog
      {...props}
      label={t("patching.nameDialog.label")}
      maxLength={LIMITS.folderName}
      problemOf={targetNameProblem}
      errorFields={FIELDS}
      failure={t("patching.messages.saveTargetFailed")}
    />
  );
}
