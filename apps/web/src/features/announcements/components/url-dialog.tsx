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
  kind: "link" | "image";
  initialUrl?: string;
  onInsert(result: UrlDialogResult): void;
  onRemove?(): void;
  onCancel(): void;
}

const RULES = {
  link: {
    title: "Insert link",
    pattern: /^(https?:\/\/|mailto:)\S+$/i,
    hint: "Start with https://, http:// or mailto:",
    textLabel: "Text to show (optional)",
  },
  image: {
    title: "Insert image",
    pattern: /^https:\/\/\S+$/i,
    hint: "An https:// address of a picture (the server keeps https pictures only)",
    textLabel: "Description for screen readers",
  },
} as const;

/** Asks for a link or picture address; only what the server's sanitiser keeps is accepted. */
export function UrlDialog({ show, kind, initialUrl = "", onInsert, onRemove, onCancel }: UrlDialogProps) {
  const rules = RULES[kind];
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const id = useId();
  const valid = rules.pattern.test(url.trim());

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
            {rules.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={`${id}-url`} className="mb-3">
            <Form.Label>Address</Form.Label>
            <Form.Control
              type="url"
              value={url}
              autoFocus
              placeholder={kind === "link" ? "https://" : "https://…/picture.png"}
              isInvalid={touched && !valid}
              onChange={(event) => setUrl(event.target.value)}
            />
            <Form.Text className="text-body-secondary">{rules.hint}</Form.Text>
            <Form.Control.Feedback type="invalid">{rules.hint}.</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${id}-text`}>
            <Form.Label>{rules.textLabel}</Form.Label>
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
