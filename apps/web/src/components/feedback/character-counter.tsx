import Form from "react-bootstrap/Form";
import { useT } from "../../lib/i18n";

interface CharacterCounterProps {
  /** The field points at it with aria-describedby. */
  id: string;
  remaining: number;
  /** Red at this many characters left or fewer; by default only once the text is too long. */
  warnAt?: number;
  className?: string;
}

/** The live "N characters remaining" line under a limited text field, read out as it changes. */
export function CharacterCounter({ id, remaining, warnAt = -1, className = "" }: CharacterCounterProps) {
  const t = useT("common");
  const tone = remaining <= warnAt ? "text-danger fw-semibold" : "text-body-secondary";
  return (
    <Form.Text id={id} className={`${className} ${tone}`.trim()} aria-live="polite">
      {t("common.counter.remaining", { remaining })}
    </Form.Text>
  );
}
