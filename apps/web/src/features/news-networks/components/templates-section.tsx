import { NEWS_TEMPLATE_LISTS, type NewsTemplateList } from "@bastion/shared";
import { useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";
import { FormSection } from "./form-section";
import type { NetworkFormValues } from "./form-values";
import { TemplateListField } from "./template-list-field";

interface TemplatesSectionProps {
  values: NetworkFormValues;
  fields: FieldErrorsState;
  onChange(list: NewsTemplateList, entries: string[]): void;
}

/** The eleven lists of messages the game picks from; each word after # is replaced by the game. */
export function TemplatesSection({ values, fields, onChange }: TemplatesSectionProps) {
  const t = useT("news-networks");
  return (
    <FormSection id="templates" title={t("news-networks.templates.heading")} lead={t("news-networks.templates.lead")}>
      <div className="template-lists">
        {NEWS_TEMPLATE_LISTS.map((list) => (
          <TemplateListField
            key={list}
            list={list}
            entries={values[list]}
            fields={fields}
            onChange={(entries) => onChange(list, entries)}
          />
        ))}
      </div>
    </FormSection>
  );
}
