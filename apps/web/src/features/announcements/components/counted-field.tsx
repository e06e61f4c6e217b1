import Form from "react-bootstrap/Form";
import { CharacterCounter } from "../../../components/feedback/character-counter";

interface CountedFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  max: number;
  /** The counter turns red at this many characters remaining or fewer. */
  warnAt: number;
  multiline?: boolean;
  error?: string;
  onChange(value: string): void;
}

/** A text field with a live remaining-characters counter (spec §5: red at 20 / 50 or fewer). */
export function CountedField({ id, name, label, value, max, warnAt, multiline, error, onChange }: CountedFieldProps) {
  const remaining = max - value.length;
  const counterId = `${id}-counter`;
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        name={name}
        value={value}
        maxLength={max}
        required
        isInvalid={Boolean(error)}
        aria-describedby={counterId}
        onChange={(event) => onChange(event.target.value)}
        {...(multiline ? { as: "textarea" as const, rows: 3 } : {})}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      <CharacterCounter id={counterId} remaining={remaining} warnAt={warnAt} className="d-block text-end" />
    </Form.Group>
  );
}
