import { NEWS_TEMPLATE_LISTS, type NewsTemplateList } from "@bastion/shared";
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
  return (
    <FormSection
      id="templates"
      title="Message templates"
      lead="The game picks one entry of a list at random when the event happens, and replaces each variable (a word after #) with the real name or number."
    >
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
