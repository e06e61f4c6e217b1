import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";

interface LogoutDialogProps {
  show: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function LogoutDialog({ show, busy, onCancel, onConfirm }: LogoutDialogProps) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="logout-title">
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
