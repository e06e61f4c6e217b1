import { normaliseName } from "@bastion/shared";
import { type FormEvent, useEffect, useId, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { ApiError, errorMessage } from "../../lib/api-client";
import { sharedText, useT } from "../../lib/i18n";

export interface NameDialogProps {
  show: boolean;
  title: string;
  submitLabel: string;
  /** The name to start from (renaming). */
  initialName?: string;
  busy: boolean;
  onSubmit(name: string): Promise<unknown>;
  onHide(): void;
}

interface NameRule {
  /** The field's label ("Folder name"). */
  label: string;
  maxLength: number;
  /** Why a name (NFC-normalised) cannot be used: the rule the server applies too. */
  problemOf(name: string): string | undefined;
  /** The server's field errors that speak about the name, first found first. */
  errorFields: readonly string[];
  /** What to say when the server sent no message. */
  failure: string;
}

/**
 * A dialog asking for one name (create or rename a folder, a target...), checked here by the same
 * rule the server applies, then by the server.
 */
export function NameDialog({
  show,
  title,
  submitLabel,
  initialName = "",
  busy,
  onSubmit,
  onHide,
  label,
  maxLength,
  problemOf,
  errorFields,
  failure,
}: NameDialogProps & NameRule) {
  // The rule's messages are the shared package's: its catalogue comes with the dialog's words.
  const t = useT("common", "validation");
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
    const problem = problemOf(normalised);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await onSubmit(normalised);
    } catch (caught) {
      const fields = caught instanceof ApiError ? (caught.body?.errors ?? {}) : {};
      setError(errorFields.map((key) => fields[key]?.[0]).find(Boolean) ?? errorMessage(caught, failure));
    }
  }

  const length = [...name].length;
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={handleSubmit}>
        <Modal.Header closeButton closeLabel={t("common.close")}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Label htmlFor={inputId}>{label}</Form.Label>
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
          <Form.Control.Feedback type="invalid">{error && sharedText(error)}</Form.Control.Feedback>
          <Form.Text id={`${inputId}-count`} className={length > maxLength ? "text-danger" : undefined}>
            {t("common.nameDialog.count", { length: String(length), max: String(maxLength) })}
          </Form.Text>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t("common.saving") : submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
