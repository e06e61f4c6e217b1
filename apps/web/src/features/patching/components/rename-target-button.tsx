import Button from "react-bootstrap/Button";
import { PencilIcon } from "../../../components/feedback/pencil-icon";

/** The pencil that renames a target, in the targets list and on the target's page. */
export function RenameTargetButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <Button
      variant="outline-light"
      size="sm"
      className="patching-icon"
      aria-label={`Rename ${name}`}
      title="Rename"
      onClick={onClick}
    >
      <PencilIcon size={16} />
    </Button>
  );
}
