import { LIMITS, normaliseLineBreaks } from "@bastion/shared";
import Form from "react-bootstrap/Form";
import { CharacterCounter } from "../../../components/feedback/character-counter";
import { useT } from "../../../lib/i18n";

/** Characters left, counted the way the server counts them (line breaks normalised to \n). */
export const aboutMeRemaining = (text: string) => LIMITS.aboutMe - normaliseLineBreaks(text).length;

interface AboutMeFieldProps {
  value: string;
  error?: string;
  onChange(value: string): void;
}

export function AboutMeField({ value, error, onChange }: AboutMeFieldProps) {
  const remaining = aboutMeRemaining(value);
  const t = useT("profiles");
  return (
    <Form.Group controlId="about-me">
      <Form.Label>{t("profiles.aboutMe")}</Form.Label>
      <Form.Control
        as="textarea"
        name="about_me"
        rows={5}
        value={value}
        isInvalid={Boolean(error) || remaining < 0}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="about-me-counter"
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      <CharacterCounter
        id="about-me-counter"
        remaining={remaining}
        warnAt={LIMITS.aboutMeWarnAt}
        className="d-block text-end"
      />
    </Form.Group>
  );
}
