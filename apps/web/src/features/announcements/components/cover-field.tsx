import { ANNOUNCEMENT_COVER_TYPES } from "@bastion/shared";
import { type ChangeEvent, useRef } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { FilePicker } from "../../../components/forms/file-picker";
import { pictureProblem } from "../../../components/rich-text/picture-problem";
import { useT } from "../../../lib/i18n";
import { useObjectUrl } from "../../../lib/use-object-url";
import { DEFAULT_COVER } from "./announcement-card";

export type CoverChange = { kind: "keep" } | { kind: "upload"; file: File } | { kind: "remove" };

interface CoverFieldProps {
  current: string | null;
  change: CoverChange;
  error?: string;
  onChange(change: CoverChange): void;
  onProblem(message: string): void;
}

/** The optional card picture, previewed the way the card crops it (1200x630); no picture means the default one. */
export function CoverField({ current, change, error, onChange, onProblem }: CoverFieldProps) {
  const t = useT("announcements");
  const input = useRef<HTMLInputElement>(null);
  const chosenUrl = useObjectUrl(change.kind === "upload" ? change.file : null);
  const shown = change.kind === "remove" ? null : (chosenUrl ?? current);

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      event.target.value = "";
      onProblem(problem);
      return;
    }
    onChange({ kind: "upload", file });
  }

  function handleRemove() {
    if (input.current) input.current.value = "";
    onChange(current ? { kind: "remove" } : { kind: "keep" });
  }

  return (
    <Form.Group controlId="announcement-cover" className="mb-3">
      <Form.Label>{t("announcements.cover.label")}</Form.Label>
      <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-start">
        <img
          src={shown ?? DEFAULT_COVER}
          alt={shown ? t("announcements.cover.preview") : t("announcements.cover.default")}
          className="cover-preview rounded border"
          width={240}
          height={126}
        />
        <div className="flex-grow-1">
          <FilePicker
            inputRef={input}
            accept={ANNOUNCEMENT_COVER_TYPES.join(",")}
            invalid={Boolean(error)}
            onChange={handleFile}
            describedBy="announcement-cover-help"
            buttonLabel={t("announcements.cover.choose")}
          />
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          <Form.Text id="announcement-cover-help" className="d-block text-body-secondary">
            {t("announcements.cover.help")}
          </Form.Text>
          {shown && (
            <Button variant="outline-danger" size="sm" className="mt-2" onClick={handleRemove}>
              {t("announcements.cover.remove")}
            </Button>
          )}
        </div>
      </div>
    </Form.Group>
  );
}
