import { useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";
import { type AccountField, accountFields } from "./account-fields";
import { TextField } from "./text-field";

interface AccountTextFieldsProps {
  values: Record<AccountField, string>;
  fieldErrors: FieldErrorsState;
  onChange(field: AccountField, value: string): void;
}

/** The account form's four fields (username, e-mail, password twice), for sign-up and setup. */
export function AccountTextFields({ values, fieldErrors, onChange }: AccountTextFieldsProps) {
  const t = useT("accounts");
  return accountFields(t).map((field) => (
    <TextField
      key={field.name}
      name={field.name}
      label={field.label}
      type={field.type}
      autoComplete={field.autoComplete}
      hint={field.hint}
      value={values[field.name]}
      fieldErrors={fieldErrors}
      onChange={(value) => onChange(field.name, value)}
    />
  ));
}
