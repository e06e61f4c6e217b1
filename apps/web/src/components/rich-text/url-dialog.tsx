import { type FormEvent, useEffect, useId, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";

export interface UrlDialogResult {
  url: string;
  text: string;
}

interface UrlDialogProps {
  show: boolean;
  initialUrl?: string;
  onInsert(result: UrlDialogResult): void;
  onRemove?(): void;
  onCancel(): void;
}

const RULES = {
  title: "Insert link",
  pattern: /^(https?:\/\/|mailto:)\S+$/i,
  hint: "Start with https://, http:// or mailto:",
  textLabel: "Text to show (optional)",
} as const;

/** Asks for a link's address; only what the server's sanitiser keeps is accepted (pictures: image-dialog.tsx). */
export function UrlDialog({ show, initialUrl = "", onInsert, onRemove, onCancel }: UrlDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const id = useId();
  const valid = RULES.pattern.test(url.trim());

  useEffect(() => {
    if (!show) return;
    setUrl(initialUrl);
    setText("");
    setTouched(false);
  }, [show, initialUrl]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (valid) onInsert({ url: url.trim(), text: text.trim() });
  }

  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={`${id}-title`}>
      <Form onSubmit={handleSubmit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {RULES.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={`${id}-url`} className="mb-3">
            <Form.Label>Address</Form.Label>
            <Form.Control
              type="url"
              value={url}
              autoFocus
              placeholder="https://"
              isInvalid={touched && !valid}
              onChange={(event) => setUrl(event.target.value)}
            />
            <Form.Text className="text-body-secondary">{RULES.hint}</Form.Text>
            <Form.Control.Feedback type="invalid">{RULES.hint}.</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${id}-text`}>
            <Form.Label>{RULES.textLabel}</Form.Label>
            <Form.Control value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          {onRemove && (
            <Button variant="outline-danger" className="me-auto" onClick={onRemove}>
              Remove link
            </Button>
          )}
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="primary">
            Insert
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
