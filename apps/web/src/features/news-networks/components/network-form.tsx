import type { NewsTemplateList } from "@bastion/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { LinkButton } from "../../../components/feedback/link-button";
import { useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";
import type { NetworkFormValues } from "./form-values";
import { IdentitySection } from "./identity-section";
import { LogoSection } from "./logo-section";
import { RestrictionsSection } from "./restrictions-section";
import { TemplatesSection } from "./templates-section";

interface NetworkFormProps {
  initial: NetworkFormValues;
  submitLabel: string;
  busy: boolean;
  cancelTo: string;
  fields: FieldErrorsState;
  onSubmit(values: NetworkFormValues): void;
}

/**
 * The long form of create and edit, in four sections (identity, logo, restrictions, templates) with
 * the buttons in a bar that stays in view. Every rule is the server's (spec §5); its field errors
 * show for 4 seconds and the first is brought into view.
 */
export function NetworkForm({ initial, submitLabel, busy, cancelTo, fields, onSubmit }: NetworkFormProps) {
  const [values, setValues] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  const t = useT("news-networks");
  const set = <K extends keyof NetworkFormValues>(field: K, value: NetworkFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  // New field errors from the server: take the person to the first one.
  useEffect(() => {
    if (Object.keys(fields.errors).length === 0) return;
    const first = form.current?.querySelector<HTMLElement>(".is-invalid");
    first?.scrollIntoView?.({ block: "center", behavior: "smooth" });
    first?.focus({ preventScroll: true });
  }, [fields.errors]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit(values);
  }

  return (
    <Form ref={form} onSubmit={handleSubmit} noValidate className="news-network-form">
      <IdentitySection values={values} fields={fields} onChange={set} />
      <LogoSection values={values} fields={fields} onChange={set} />
      <RestrictionsSection
        values={values}
        fields={fields}
        onLockedChange={(locked) => set("is_locked", locked)}
        onServerIdChange={(serverId) => set("server_id", serverId)}
        onPlayersChange={(names) => set("allowed_usernames", names)}
      />
      <TemplatesSection
        values={values}
        fields={fields}
        onChange={(list: NewsTemplateList, entries) => set(list, entries)}
      />
      <div className="news-form-actions d-flex gap-2 justify-content-end py-3">
        <LinkButton to={cancelTo} variant="secondary">
          {t("news-networks.editor.cancel")}
        </LinkButton>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t("news-networks.editor.saving") : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
