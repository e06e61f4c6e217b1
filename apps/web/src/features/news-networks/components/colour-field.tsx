import { HEX_COLOUR_PATTERN } from "@bastion/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { useT } from "../../../lib/i18n";

interface ColourFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

/**
 * A colour picker with the hex code beside it, kept in step: picking writes the code, a complete
 * code moves the picker. While the code is half-typed the picker keeps showing the last whole one.
 */
export function ColourField({ id, name, label, value, error, onChange }: ColourFieldProps) {
  const t = useT("news-networks");
  const hintId = `${id}-hint`;
  const complete = HEX_COLOUR_PATTERN.test(value);
  const problem = error ?? (value !== "" && !complete ? t("news-networks.colour.invalid") : undefined);
  const [picked, setPicked] = useState(complete ? value.toLowerCase() : "#000000");

  function handleCode(code: string) {
    if (HEX_COLOUR_PATTERN.test(code)) setPicked(code.toLowerCase());
    onChange(code);
  }

  function handlePick(colour: string) {
    setPicked(colour);
    onChange(colour);
  }

  return (
    <Form.Group className="colour-field">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type="color"
          className="colour-picker"
          aria-label={t("news-networks.colour.picker", { label })}
          value={picked}
          onChange={(event) => handlePick(event.target.value)}
        />
        <Form.Control
          id={id}
          name={name}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="font-monospace"
          isInvalid={Boolean(problem)}
          aria-describedby={problem ? hintId : undefined}
          onChange={(event) => handleCode(event.target.value.trim())}
        />
        {problem && (
          <Form.Control.Feedback type="invalid" id={hintId}>
            {problem}
          </Form.Control.Feedback>
        )}
      </InputGroup>
    </Form.Group>
  );
}
