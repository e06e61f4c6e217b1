import { LIMITS } from "@bastion/shared";
import Form from "react-bootstrap/Form";
import { CharacterCounter } from "../../../components/feedback/character-counter";
import { useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";
import { FormSection } from "./form-section";
import type { NetworkFormValues } from "./form-values";

type NameField = "network_name_on_website" | "network_name";

interface IdentitySectionProps {
  values: NetworkFormValues;
  fields: FieldErrorsState;
  onChange(field: keyof NetworkFormValues, value: string): void;
}

const NAMES: { field: NameField; label: string; help: string }[] = [
  {
    field: "network_name_on_website",
    label: "news-networks.fields.websiteName",
    help: "news-networks.identity.websiteNameHelp",
  },
  { field: "network_name", label: "news-networks.fields.networkName", help: "news-networks.identity.networkNameHelp" },
];

/** Spec §5: the two names (up to 64 characters) and the short name (exactly 3) shown on the logo. */
export function IdentitySection({ values, fields, onChange }: IdentitySectionProps) {
  const shortLength = Array.from(values.network_name_short).length;
  const shortError = fields.first("network_name_short");
  const t = useT("news-networks");
  return (
    <FormSection id="identity" title={t("news-networks.identity.title")}>
      {NAMES.map(({ field, label, help }) => (
        <Form.Group key={field} controlId={`news-${field}`} className="mb-3">
          <Form.Label>{t(label)}</Form.Label>
          <Form.Control
            name={field}
            value={values[field]}
            maxLength={LIMITS.networkName}
            isInvalid={Boolean(fields.first(field))}
            aria-describedby={`news-${field}-counter`}
            onChange={(event) => onChange(field, event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{fields.first(field)}</Form.Control.Feedback>
          <div className="d-flex justify-content-between gap-2">
            <Form.Text className="text-body-secondary">{t(help)}</Form.Text>
            <CharacterCounter
              id={`news-${field}-counter`}
              remaining={LIMITS.networkName - values[field].length}
              warnAt={10}
              className="text-nowrap"
            />
          </div>
        </Form.Group>
      ))}
      <Form.Group controlId="news-network_name_short" className="mb-1">
        <Form.Label>{t("news-networks.fields.shortName")}</Form.Label>
        <Form.Control
          name="network_name_short"
          className="short-name-input"
          value={values.network_name_short}
          maxLength={12}
          autoComplete="off"
          isInvalid={Boolean(shortError)}
          aria-describedby="news-short-counter"
          onChange={(event) => onChange("network_name_short", event.target.value)}
        />
        <Form.Control.Feedback type="invalid">{shortError}</Form.Control.Feedback>
        <Form.Text
          id="news-short-counter"
          aria-live="polite"
          className={shortLength > LIMITS.networkShortName ? "text-danger fw-semibold" : "text-body-secondary"}
        >
          {t("news-networks.identity.shortCounter", { count: shortLength, max: LIMITS.networkShortName })}
        </Form.Text>
      </Form.Group>
    </FormSection>
  );
}
