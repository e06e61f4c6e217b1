import type { ReactNode } from "react";
import Form from "react-bootstrap/Form";

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  errors?: string[];
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
  errors,
  type = "text",
  autoComplete,
  hint,
  autoFocus,
}: TextFieldProps) {
  const id = `field-${name}`;
  const invalid = Boolean(errors?.length);
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
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
