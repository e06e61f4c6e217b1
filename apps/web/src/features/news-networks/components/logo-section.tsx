import { useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";
import { ColourField } from "./colour-field";
import { FormSection } from "./form-section";
import type { NetworkFormValues } from "./form-values";
import { NetworkLogo } from "./network-logo";

type ColourName = "logo_background_colour" | "logo_text_colour" | "logo_stroke";

const COLOURS: { field: ColourName; label: string }[] = [
  { field: "logo_background_colour", label: "news-networks.logo.background" },
  { field: "logo_text_colour", label: "news-networks.logo.text" },
  { field: "logo_stroke", label: "news-networks.logo.stroke" },
];

interface LogoSectionProps {
  values: NetworkFormValues;
  fields: FieldErrorsState;
  onChange(field: ColourName, value: string): void;
}

/** The three colours, each a picker with its hex code, beside a live preview of the logo. */
export function LogoSection({ values, fields, onChange }: LogoSectionProps) {
  const t = useT("news-networks");
  const short = values.network_name_short;
  return (
    <FormSection id="logo" title={t("news-networks.logo.title")} lead={t("news-networks.logo.lead")}>
      <div className="d-flex flex-column flex-sm-row gap-4 align-items-center align-items-sm-start">
        <figure className="logo-preview text-center mb-0">
          <NetworkLogo
            network={values}
            size={120}
            label={short ? t("news-networks.logo.preview", { short }) : t("news-networks.logo.previewEmpty")}
          />
          <figcaption className="small text-body-secondary mt-2">{t("news-networks.logo.previewCaption")}</figcaption>
        </figure>
        <div className="d-grid gap-3 flex-grow-1 w-100">
          {COLOURS.map(({ field, label }) => (
            <ColourField
              key={field}
              id={`news-${field}`}
              name={field}
              label={t(label)}
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
