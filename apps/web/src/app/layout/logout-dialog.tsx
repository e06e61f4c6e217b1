import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";

interface LogoutDialogProps {
  show: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** Once the dialog has gone: where the focus goes next is the navbar's to say. */
  onExited(): void;
}

export function LogoutDialog({ show, busy, onCancel, onConfirm, onExited }: LogoutDialogProps) {
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
      <Modal.Header closeButton>
        <Modal.Title id="logout-title">Logout</Modal.Title>
      </Modal.Header>
      <Modal.Body>Are you sure you would like to logout?</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          Logout
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
