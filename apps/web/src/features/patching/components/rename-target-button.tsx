import Button from "react-bootstrap/Button";
import { PencilIcon } from "../../../components/feedback/pencil-icon";
import { useT } from "../../../lib/i18n";

/** The pencil that renames a target, in the targets list and on the target's page. */
export function RenameTargetButton({ name, onClick }: { name: string; onClick(): void }) {
  const t = useT("patching");
  return (
    <Button
      variant="outline-light"
      size="sm"
      className="patching-icon"
      aria-label={t("patching.rename.title", { name })}
      title={t("patching.rename.button")}
      onClick={onClick}
    >
      <PencilIcon size={16} />
    </Button>
  );
}
