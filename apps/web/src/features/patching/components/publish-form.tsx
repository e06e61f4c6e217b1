import { PATCHING_LIMITS, type PatchTarget } from "@bastion/shared";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import CloseButton from "react-bootstrap/CloseButton";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { CharacterCounter } from "../../../components/feedback/character-counter";
import { DropZone } from "../../../components/upload/drop-zone";
import { UploadCancelButton } from "../../../components/upload/upload-cancel-button";
import { UploadProgress } from "../../../components/upload/upload-progress";
import { errorMessage } from "../../../lib/api-client";
import { useFormatSize } from "../../../lib/format-size";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useRefreshPatching } from "../api/invalidate";
import { publishPatch } from "../api/publish-patch";

interface PublishFormProps {
  target: PatchTarget;
  /** The server's PATCH_MAX_MB, in bytes. */
  maxBytes: number;
}

/**
 * Publish a patch: the file (picked or dropped), a version label and plain-text notes; the upload
 * shows its progress and can be cancelled, and nothing is stored unless it arrives whole.
 */
export function PublishForm({ target, maxBytes }: PublishFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [version, setVersion] = useState("");
  const [notes, setNotes] = useState("");
  const [makeCurrent, setMakeCurrent] = useState(true);
  const [percent, setPercent] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const fieldErrors = useFieldErrors();
  const alerts = useAlerts();
  const refresh = useRefreshPatching();
  const id = useId();
  const t = useT("patching");
  const formatSize = useFormatSize();
  const tooLarge = () => t("patching.publish.tooLarge", { size: formatSize(maxBytes, { trim: true }) });

  // Leaving the page cancels a publish in progress rather than letting it run unseen.
  useEffect(() => () => controller.current?.abort(), []);

  function handleFiles([chosen]: File[]) {
    if (!chosen) return;
    setFile(chosen);
    fieldErrors.clear();
    if (chosen.size > maxBytes) {
      fieldErrors.setErrors({ file: [tooLarge()] });
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string[]> = {};
    if (!file) problems.file = [t("patching.messages.noFile")];
    else if (file.size === 0) problems.file = [t("patching.publish.empty")];
    else if (file.size > maxBytes) problems.file = [tooLarge()];
    if (version.trim() === "") problems.version = [t("patching.messages.blankVersion")];
    if (!file || Object.keys(problems).length > 0) {
      fieldErrors.setErrors(problems);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    setSent(false);
    try {
      const answer = await publishPatch(
        { targetId: target.id, version: version.trim(), notes, makeCurrent, file },
        {
          onProgress: (fraction) => setPercent(Math.floor(fraction * 100)),
          onSent: () => setSent(true),
          signal: abort.signal,
        },
      );
      alerts.show(answer.message, "success");
      setFile(null);
      setVersion("");
      setNotes("");
      await refresh();
    } catch (error) {
      if (abort.signal.aborted) alerts.show(t("patching.messages.publishCanceled"), "info");
      else {
        fieldErrors.showFrom(error);
        alerts.show(errorMessage(error, t("patching.messages.publishFailed")));
      }
    } finally {
      controller.current = undefined;
      setPercent(null);
    }
  }

  const busy = percent !== null;
  return (
    <Card className="patching-card h-100">
      <Card.Body>
        <h2 className="h5">{t("patching.publish.heading", { name: target.name })}</h2>
        <Form noValidate onSubmit={handleSubmit} aria-label={t("patching.publish.heading", { name: target.name })}>
          <DropZone inputLabel={t("patching.publish.file")} disabled={busy} onFiles={handleFiles} className="mb-2" />
          {file && (
            <div className="d-flex align-items-start gap-2 py-1 mb-2 border-bottom">
              <span className="me-auto text-break">
                {file.name} <span className="text-body-secondary small text-nowrap">{formatSize(file.size)}</span>
              </span>
              <CloseButton
                aria-label={t("patching.publish.remove", { name: file.name })}
                disabled={busy}
                onClick={() => setFile(null)}
              />
            </div>
          )}
          {fieldErrors.first("file") && <div className="text-danger small mb-2">{fieldErrors.first("file")}</div>}
          <p className="small text-body-secondary">
            {t("patching.publish.atMost", { size: formatSize(maxBytes, { trim: true }) })}
          </p>
          <Form.Group className="mb-3" controlId={`${id}-version`}>
            <Form.Label>{t("patching.columns.version")}</Form.Label>
            <Form.Control
              value={version}
              maxLength={PATCHING_LIMITS.version}
              placeholder={t("patching.publish.versionPlaceholder")}
              autoComplete="off"
              disabled={busy}
              isInvalid={fieldErrors.first("version") !== undefined}
              onChange={(event) => setVersion(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.first("version")}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-notes`}>
            <Form.Label>{t("patching.publish.notes")}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={notes}
              maxLength={PATCHING_LIMITS.notes}
              disabled={busy}
              aria-describedby={`${id}-notes-count`}
              isInvalid={fieldErrors.first("notes") !== undefined}
              onChange={(event) => setNotes(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.first("notes")}</Form.Control.Feedback>
            <CharacterCounter id={`${id}-notes-count`} remaining={PATCHING_LIMITS.notes - notes.length} />
          </Form.Group>
          <Form.Check
            id={`${id}-current`}
            className="mb-3"
            label={t("patching.publish.makeCurrent")}
            checked={makeCurrent}
            disabled={busy}
            onChange={(event) => setMakeCurrent(event.target.checked)}
          />
          <div className="d-flex justify-content-end">
            {busy ? (
              <UploadCancelButton sent={sent} onCancel={() => controller.current?.abort()} />
            ) : (
              <Button type="submit" variant="primary">
                {t("patching.publish.submit")}
              </Button>
            )}
          </div>
          {busy && <UploadProgress percent={percent} />}
        </Form>
      </Card.Body>
    </Card>
  );
}
