import "./file-picker.css";
import { type ChangeEvent, type Ref, useState } from "react";
import { useT } from "../../lib/i18n";
import { useFormGroupId } from "./use-form-group-id";

interface FilePickerProps {
  /** The field's own id, when not inside a Form.Group with a controlId. */
  id?: string;
  name?: string;
  accept: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** What the visible button says ("Choose a picture"). */
  buttonLabel: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/**
 * A file field whose chosen name wraps instead of being cut ("No fil…hosen" on a phone). The real
 * input keeps the field's label and the keyboard focus; the button-looking label in front of it is
 * for the eye and the pointer only.
 */
export function FilePicker({ id, buttonLabel, invalid, describedBy, inputRef, onChange, ...input }: FilePickerProps) {
  const t = useT("upload");
  const groupId = useFormGroupId();
  const inputId = id ?? groupId;
  const [chosen, setChosen] = useState<string>();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setChosen(event.target.files?.[0]?.name);
    onChange(event);
  }

  return (
    <div className={`file-picker${invalid ? " is-invalid" : ""}`}>
      <input
        {...input}
        ref={inputRef}
        id={inputId}
        type="file"
        className="file-picker-input"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={handleChange}
      />
      <label htmlFor={inputId} className="btn btn-outline-light file-picker-button" aria-hidden="true">
        {buttonLabel}
      </label>
      <span className="file-picker-name" aria-hidden="true">
        {chosen ?? t("upload.picker.noFile")}
      </span>
    </div>
  );
}
