import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { useT } from "../../lib/i18n";

/**
 * Cancel while an upload's bytes are leaving; once the last byte has left, the server is storing the
 * files and a cancel could no longer undo that, so the button says so and cannot be pressed.
 */
export function UploadCancelButton({ sent, onCancel }: { sent: boolean; onCancel: () => void }) {
  const t = useT("common", "upload");
  if (sent) {
    return (
      <Button variant="secondary" disabled>
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        {t("upload.finishing")}
      </Button>
    );
  }
  return (
    <Button variant="secondary" onClick={onCancel}>
      {t("common.cancel")}
    </Button>
  );
}
