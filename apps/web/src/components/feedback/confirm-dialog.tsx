import { type ReactNode, useId } from "react";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** The confirm button's text while the action runs (default "Deleting…"). */
  busyLabel?: string;
  /** The confirm button's colour (default danger; primary for a change that is not a loss). */
  confirmVariant?: "danger" | "primary";
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before something that cannot be undone or reaches others; the acting button is the second one. */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  busy,
  busyLabel = "Deleting…",
  confirmVariant = "danger",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
