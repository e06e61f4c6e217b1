import { LIMITS, nameProblem, normaliseName } from "@bastion/shared";
import { type FormEvent, useEffect, useId, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { ApiError, errorMessage } from "../../../lib/api-client";

interface FolderNameDialogProps {
  show: boolean;
  title: string;
  submitLabel: string;
  /** The name to start from (renaming). */
  initialName?: string;
  busy: boolean;
  onSubmit(name: string): Promise<unknown>;
  onHide(): void;
}

/** The first field error the server sent, whatever the name field is called on that call. */
function serverFieldError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const errors = error.body?.errors ?? {};
  return ["folder_name", "subfolder_name", "new_folder_name"].map((key) => errors[key]?.[0]).find(Boolean);
}

/** Create Folder and rename: one name, checked here by the same rule the server applies. */
export function FolderNameDialog({
  show,
  title,
  submitLabel,
  initialName = "",
  busy,
  onSubmit,
  onHide,
}: FolderNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const inputId = useId();
  const titleId = useId();

  useEffect(() => {
    if (show) {
      setName(initialName);
      setError(undefined);
    }
  }, [show, initialName]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const normalised = normaliseName(name.trim() === "" ? "" : name);
    const problem = nameProblem(normalised, "folder", { isNew: true });
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await onSubmit(normalised);
    } catch (failure) {
      setError(
        serverFieldError(failure) ?? errorMessage(failure, "An error occurred while attempting to save the folder."),
      );
    }
  }

  const length = [...name].length;
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={handleSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Label htmlFor={inputId}>Folder name</Form.Label>
          <Form.Control
            id={inputId}
            value={name}
            autoFocus
            autoComplete="off"
            isInvalid={error !== undefined}
            aria-describedby={`${inputId}-count`}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          <Form.Text id={`${inputId}-count`} className={length > LIMITS.folderName ? "text-danger" : undefined}>
            {length}/{LIMITS.folderName} characters
          </Form.Text>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? "Saving…" : submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
