import { useEffect, useId, useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import CloseButton from "react-bootstrap/CloseButton";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { DropZone } from "../../../components/upload/drop-zone";
import { UploadCancelButton } from "../../../components/upload/upload-cancel-button";
import { UploadProgress } from "../../../components/upload/upload-progress";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useFormatSize } from "../../../lib/format-size";
import { useT } from "../../../lib/i18n";
import { useRefreshDownloads } from "../api/invalidate";
import { uploadFiles } from "../api/upload-files";
import { type UploadTarget, verifyUpload } from "../api/verify-upload";
import { shortName } from "./short-name";

/** Spec §4 Upload: idle, processing (the verify call), uploading with a percentage. */
type Phase = "idle" | "processing" | "uploading";

/** The verify call's per-file errors come as `file_sizes.<name>`. */
function perFileErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.body?.errors ?? {})) {
    if (key.startsWith("file_sizes.")) errors[key.slice("file_sizes.".length)] = messages;
  }
  return errors;
}

/** Adds files, a later one replacing an earlier one of the same name. */
const merge = (current: File[], added: File[]) => [
  ...current.filter((file) => !added.some((other) => other.name === file.name)),
  ...added,
];

interface UploadPanelProps {
  folder: string;
  /** The folder's subfolders, offered as destinations; none on a subfolder's own page. */
  subfolders?: string[];
  /** A subfolder's page uploads into that subfolder, without a choice (issue 27). */
  into?: string;
}

/** Upload Files: a picker and a drop zone, the verify step, then the upload with progress and Cancel. */
export function UploadPanel({ folder, subfolders = [], into }: UploadPanelProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [chosen, setChosen] = useState("");
  const destination = into ?? chosen;
  const [phase, setPhase] = useState<Phase>("idle");
  const [percent, setPercent] = useState(0);
  const [sent, setSent] = useState(false);
  const [fileErrors, setFileErrors] = useState<Record<string, string[]>>({});
  const controller = useRef<AbortController | undefined>(undefined);
  const alerts = useAlerts();
  const refresh = useRefreshDownloads();
  const selectId = useId();
  const t = useT("downloads");
  const formatSize = useFormatSize();

  // Leaving the page cancels an upload in progress rather than letting it run unseen.
  useEffect(() => () => controller.current?.abort(), []);

  const total = files.reduce((sum, file) => sum + file.size, 0);
  const target: UploadTarget = destination ? { folder, subfolder: destination } : { folder };

  function handleAdd(added: File[]) {
    setFiles((current) => merge(current, added));
    setFileErrors({});
  }

  async function handleUpload() {
    setPhase("processing");
    setFileErrors({});
    try {
      await verifyUpload(target, files);
    } catch (error) {
      setFileErrors(perFileErrors(error));
      alerts.show(errorMessage(error, t("downloads.messages.uploadFailed")));
      setPhase("idle");
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    setSent(false);
    setPhase("uploading");
    try {
      const answer = await uploadFiles(target, files, {
        onProgress: (fraction) => setPercent(Math.floor(fraction * 100)),
        onSent: () => setSent(true),
        signal: abort.signal,
      });
      alerts.show(answer.message, "success");
      setFiles([]);
    } catch (error) {
      if (abort.signal.aborted) alerts.show(t("downloads.messages.uploadCanceled"), "info");
      else alerts.show(errorMessage(error, t("downloads.messages.uploadFailed")));
    } finally {
      controller.current = undefined;
      setPhase("idle");
    }
    // After a cancel too: one right after the last byte, or a lost answer, may come when the server
    // has already placed the files, and the list should then show them.
    await refresh();
  }

  const busy = phase !== "idle";
  return (
    <section className="card card-body mb-4" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="h5">
        {t("downloads.upload.title")}
      </h2>
      {into !== undefined && (
        <p className="text-body-secondary small mb-2 text-break">
          {t("downloads.upload.into", { folder, subfolder: into })}
        </p>
      )}
      <DropZone multiple inputLabel={t("downloads.upload.inputLabel")} disabled={busy} onFiles={handleAdd} />
      {files.length > 0 && (
        <ul className="list-unstyled mb-3">
          {files.map((file) => (
            <li key={file.name} className="d-flex align-items-start gap-2 py-1 border-bottom">
              <div className="me-auto text-break">
                <span title={file.name}>{shortName(file.name)}</span>{" "}
                <span className="text-body-secondary small text-nowrap">{formatSize(file.size)}</span>
                {fileErrors[file.name]?.map((message) => (
                  <div key={message} className="text-danger small">
                    {message}
                  </div>
                ))}
              </div>
              <CloseButton
                aria-label={t("downloads.upload.remove", { name: file.name })}
                disabled={busy}
                onClick={() => setFiles((current) => current.filter((other) => other !== file))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex flex-wrap align-items-end gap-2">
        {into === undefined && subfolders.length > 0 && (
          <Form.Group controlId={selectId} className="me-2">
            <Form.Label className="small mb-1">{t("downloads.upload.destination")}</Form.Label>
            <Form.Select size="sm" value={destination} disabled={busy} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{folder}</option>
              {subfolders.map((name) => (
                <option key={name} value={name}>
                  {folder}/{name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        <span className="text-body-secondary small me-auto pb-2">
          {files.length === 0
            ? t("downloads.upload.noFiles")
            : t("downloads.upload.summary", { count: files.length, size: formatSize(total) })}
        </span>
        {phase === "uploading" ? (
          <UploadCancelButton sent={sent} onCancel={() => controller.current?.abort()} />
        ) : (
          <Button variant="primary" disabled={files.length === 0 || busy} onClick={handleUpload}>
            {phase === "processing" ? (
              <>
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                {t("downloads.upload.checking")}
              </>
            ) : (
              t("downloads.upload.submit")
            )}
          </Button>
        )}
      </div>
      {phase === "uploading" && <UploadProgress percent={percent} />}
    </section>
  );
}
