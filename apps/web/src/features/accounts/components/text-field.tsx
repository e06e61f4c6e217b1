import type { ReactNode } from "react";
import Form from "react-bootstrap/Form";
import type { FieldErrorsState } from "../../../lib/use-field-errors";

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The form's field errors: this field's are shown, kept in its description, and cleared when it changes. */
  fieldErrors?: FieldErrorsState;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  hint?: ReactNode;
  autoFocus?: boolean;
}

/** A labelled input with its field errors underneath (announced to screen readers). */
export function TextField({
  name,
  label,
  value,
  onChange,
  fieldErrors,
  type = "text",
  autoComplete,
  hint,
  autoFocus,
}: TextFieldProps) {
  const id = `field-${name}`;
  const errors = fieldErrors?.errors[name];
  const note = fieldErrors?.note(name);
  const invalid = Boolean(errors?.length);
  const describedBy = [hint && `${id}-hint`, note && `${id}-note`].filter(Boolean).join(" ");
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        name={name}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          fieldErrors?.edited(name);
          onChange(event.target.value);
        }}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      {note && (
        <Form.Text id={`${id}-note`} className="d-block field-note">
          {note}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" role="alert">
        {errors?.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
