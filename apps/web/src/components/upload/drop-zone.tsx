import { type DragEvent, useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import { useT } from "../../lib/i18n";
import "./drop-zone.css";

interface DropZoneProps {
  /** Called with the files chosen or dropped (copied: a FileList is live). */
  onFiles(files: File[]): void;
  multiple?: boolean;
  disabled?: boolean;
  /** The hidden input's label ("Files to upload"), which tests and screen readers find it by. */
  inputLabel: string;
  /** What to drop, in the zone's words (default "Drop files here, or", in the language shown). */
  prompt?: string;
  /** The button's words (default "Choose files", in the language shown). */
  buttonLabel?: string;
  className?: string;
}

/** Upload arrow (Bootstrap Icons' path, MIT): no icon font in the bundle. */
function UploadIcon() {
  return (
    <svg width={28} height={28} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M.5 9.9a.5.5 0 0 1 .5.5v2.5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-2.5a.5.5 0 0 1 1 0v2.5a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2v-2.5a.5.5 0 0 1 .5-.5" />
      <path d="M7.646 1.146a.5.5 0 0 1 .708 0l3 3a.5.5 0 0 1-.708.708L8.5 2.707V11.5a.5.5 0 0 1-1 0V2.707L5.354 4.854a.5.5 0 1 1-.708-.708z" />
    </svg>
  );
}

/**
 * A picker and a drop zone in one: dropping is the mouse's shortcut, the button does the same from
 * the keyboard (the file input itself is hidden and out of the tab order).
 */
export function DropZone({
  onFiles,
  multiple = false,
  disabled = false,
  inputLabel,
  prompt,
  buttonLabel,
  className = "mb-3",
}: DropZoneProps) {
  const t = useT("upload");
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function handleDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setOver(false);
    if (disabled || event.dataTransfer.files.length === 0) return;
    const files = [...event.dataTransfer.files];
    onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <fieldset
      className={`drop-zone ${className}${over ? " is-over" : ""}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
    >
      <legend className="visually-hidden">{inputLabel}</legend>
      <UploadIcon />
      <p className="mb-2 mt-2">{prompt ?? (multiple ? t("upload.drop.files") : t("upload.drop.file"))}</p>
      <Button variant="outline-light" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {buttonLabel ?? (multiple ? t("upload.drop.chooseFiles") : t("upload.drop.chooseFile"))}
      </Button>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const list = event.target.files;
          if (list && list.length > 0) onFiles([...list]);
          event.target.value = "";
        }}
      />
    </fieldset>
  );
}
