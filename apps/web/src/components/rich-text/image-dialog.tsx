import { ANNOUNCEMENT_COVER_TYPES } from "@bastion/shared";
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { errorMessage } from "../../lib/api-client";
import { useT } from "../../lib/i18n";
import { FilePicker } from "../forms/file-picker";
import type { Picture } from "./insert-picture";
import { largestPicture, pictureProblem } from "./picture-problem";

/** The server keeps https pictures and its own; a typed address must be https. */
const HTTPS_URL = /^https:\/\/\S+$/i;
/** The widest a picture in a text is shown (the server re-encodes it to this). */
const SHOWN_WIDTH = 1600;

/** Stores a chosen picture on the server and answers its address (the feature's own upload call). */
export type UploadPicture = (file: File) => Promise<{ url: string }>;

interface ImageDialogProps {
  show: boolean;
  /** Without it the dialog takes an https address only (a text whose pictures the site does not keep). */
  uploadPicture?: UploadPicture;
  onInsert(picture: Picture): void;
  onCancel(): void;
}

/**
 * Image → a picture for the text: uploaded from the computer (checked and re-encoded by the server,
 * as the card picture is) or given by an https address (issue 27), with its description.
 */
export function ImageDialog({ show, uploadPicture, onInsert, onCancel }: ImageDialogProps) {
  const t = useT("common", "upload", "rich-text");
  const [file, setFile] = useState<File>();
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string>();
  const [urlTouched, setUrlTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const urlValid = HTTPS_URL.test(url.trim());

  useEffect(() => {
    if (!show) return;
    setFile(undefined);
    setUrl("");
    setAlt("");
    setProblem(undefined);
    setUrlTouched(false);
  }, [show]);

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    const found = chosen ? pictureProblem(chosen) : undefined;
    setProblem(found);
    setFile(found ? undefined : chosen);
    if (found) event.target.value = "";
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The dialog's form sits inside the announcement form in the page's tree: do not submit that one.
    event.stopPropagation();
    if (file && uploadPicture) {
      setBusy(true);
      try {
        const { url: stored } = await uploadPicture(file);
        onInsert({ src: stored, alt: alt.trim() });
      } catch (error) {
        setProblem(errorMessage(error, t("rich-text.image.uploadFailed")));
      } finally {
        setBusy(false);
      }
      return;
    }
    setUrlTouched(true);
    if (urlValid) onInsert({ src: url.trim(), alt: alt.trim() });
  }

  return (
    <Modal show={show} onHide={busy ? undefined : onCancel} centered aria-labelledby={`${id}-title`}>
      <Form onSubmit={handleSubmit} noValidate>
        <Modal.Header closeButton={!busy} closeLabel={t("common.close")}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t("rich-text.image.title")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {uploadPicture && (
            <Form.Group controlId={`${id}-file`} className="mb-3">
              <Form.Label>{t("rich-text.image.upload")}</Form.Label>
              <FilePicker
                accept={ANNOUNCEMENT_COVER_TYPES.join(",")}
                buttonLabel={t("rich-text.image.choose")}
                invalid={Boolean(problem)}
                describedBy={`${id}-file-help${problem ? ` ${id}-file-problem` : ""}`}
                disabled={busy}
                onChange={handleFile}
              />
              {problem && (
                <div id={`${id}-file-problem`} className="invalid-feedback d-block">
                  {problem}
                </div>
              )}
              <Form.Text id={`${id}-file-help`} className="d-block text-body-secondary">
                {t("rich-text.image.help", {
                  size: largestPicture(),
                  width: String(SHOWN_WIDTH),
                })}
              </Form.Text>
            </Form.Group>
          )}
          <Form.Group controlId={`${id}-url`} className="mb-3">
            <Form.Label>{uploadPicture ? t("rich-text.image.orAddress") : t("rich-text.image.address")}</Form.Label>
            <Form.Control
              type="url"
              value={url}
              placeholder={t("rich-text.image.placeholder")}
              disabled={busy || file !== undefined}
              isInvalid={urlTouched && !file && !urlValid}
              onChange={(event) => setUrl(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">
              {uploadPicture ? t("rich-text.image.invalidWithUpload") : t("rich-text.image.invalid")}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${id}-alt`}>
            <Form.Label>{t("rich-text.image.alt")}</Form.Label>
            <Form.Control
              value={alt}
              maxLength={200}
              disabled={busy}
              onChange={(event) => setAlt(event.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t("rich-text.image.uploading") : t("rich-text.insert")}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
