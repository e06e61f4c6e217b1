import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { useT } from "../../lib/i18n";

interface LogoutDialogProps {
  show: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** Once the dialog has gone: where the focus goes next is the navbar's to say. */
  onExited(): void;
}

export function LogoutDialog({ show, busy, onCancel, onConfirm, onExited }: LogoutDialogProps) {
  const t = useT("common");
  return (
    // The element that opened it (the side panel's Logout) is gone by then: the navbar places the focus.
    <Modal
      show={show}
      onHide={onCancel}
      onExited={onExited}
      restoreFocus={false}
      centered
      aria-labelledby="logout-title"
    >
      <Modal.Header closeButton closeLabel={t("common.close")}>
        <Modal.Title id="logout-title">{t("common.logout")}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t("common.logoutDialog.question")}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {t("common.logout")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
