import Form from "react-bootstrap/Form";
import type { FieldErrorsState } from "../../../lib/use-field-errors";

interface TwoStepFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  fieldErrors: FieldErrorsState;
  type?: "text" | "password";
  autoComplete: string;
}

/** A field of the two-step sign-in card, with its field errors underneath (as the change-password form's). */
export function TwoStepField({
  name,
  label,
  value,
  onChange,
  fieldErrors,
  type = "text",
  autoComplete,
}: TwoStepFieldProps) {
  return (
    <Form.Group controlId={`two-step-${name}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        name={name}
        value={value}
        autoComplete={autoComplete}
        isInvalid={Boolean(fieldErrors.first(name))}
        onChange={(event) => {
          fieldErrors.edited(name);
          onChange(event.target.value);
        }}
      />
      <Form.Control.Feedback type="invalid">
        {fieldErrors.errors[name]?.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
