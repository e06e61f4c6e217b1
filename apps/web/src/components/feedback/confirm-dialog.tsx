import { type ReactNode, useId } from "react";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { useT } from "../../lib/i18n";

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** The confirm button's text while the action runs (default "Deleting…", in the language shown). */
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
  busyLabel,
  confirmVariant = "danger",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT("common");
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t("common.close")}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
          {busy ? (busyLabel ?? t("common.deleting")) : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
