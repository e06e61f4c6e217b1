import { type FormEvent, useEffect, useId, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useT } from "../../lib/i18n";

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

/** The addresses the server's sanitiser keeps in a link. */
const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

/** Asks for a link's address; only what the server's sanitiser keeps is accepted (pictures: image-dialog.tsx). */
export function UrlDialog({ show, initialUrl = "", onInsert, onRemove, onCancel }: UrlDialogProps) {
  const t = useT("common", "rich-text");
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const id = useId();
  const valid = LINK_PATTERN.test(url.trim());

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
        <Modal.Header closeButton closeLabel={t("common.close")}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t("rich-text.link.title")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={`${id}-url`} className="mb-3">
            <Form.Label>{t("rich-text.link.address")}</Form.Label>
            <Form.Control
              type="url"
              value={url}
              autoFocus
              placeholder="https://"
              isInvalid={touched && !valid}
              onChange={(event) => setUrl(event.target.value)}
            />
            <Form.Text className="text-body-secondary">{t("rich-text.link.hint")}</Form.Text>
            <Form.Control.Feedback type="invalid">{t("rich-text.link.invalid")}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${id}-text`}>
            <Form.Label>{t("rich-text.link.text")}</Form.Label>
            <Form.Control value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          {onRemove && (
            <Button variant="outline-danger" className="me-auto" onClick={onRemove}>
              {t("rich-text.link.remove")}
            </Button>
          )}
          <Button variant="secondary" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="primary">
            {t("rich-text.insert")}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
