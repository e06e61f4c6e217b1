import type { FieldErrorsState } from "../../../lib/use-field-errors";
import { ColourField } from "./colour-field";
import { FormSection } from "./form-section";
import type { NetworkFormValues } from "./form-values";
import { NetworkLogo } from "./network-logo";

type ColourName = "logo_background_colour" | "logo_text_colour" | "logo_stroke";

const COLOURS: { field: ColourName; label: string }[] = [
  { field: "logo_background_colour", label: "Background colour" },
  { field: "logo_text_colour", label: "Text colour" },
  { field: "logo_stroke", label: "Stroke colour" },
];

interface LogoSectionProps {
  values: NetworkFormValues;
  fields: FieldErrorsState;
  onChange(field: ColourName, value: string): void;
}

/** The three colours, each a picker with its hex code, beside a live preview of the logo. */
export function LogoSection({ values, fields, onChange }: LogoSectionProps) {
  return (
    <FormSection
      id="logo"
      title="Logo"
      lead="The short name in the text colour, outlined in the stroke colour, on the background."
    >
      <div className="d-flex flex-column flex-sm-row gap-4 align-items-center align-items-sm-start">
        <figure className="logo-preview text-center mb-0">
          <NetworkLogo network={values} size={120} label={`Logo preview: ${values.network_name_short || "empty"}`} />
          <figcaption className="small text-body-secondary mt-2">Live preview</figcaption>
        </figure>
        <div className="d-grid gap-3 flex-grow-1 w-100">
          {COLOURS.map(({ field, label }) => (
            <ColourField
              key={field}
              id={`news-${field}`}
              name={field}
              label={label}
              value={values[field]}
              error={fields.first(field)}
              onChange={(value) => onChange(field, value)}
            />
          ))}
        </div>
      </div>
    </FormSection>
  );
}
