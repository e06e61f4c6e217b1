import { LIMITS, NEWS_TEMPLATE_VARIABLES, type NewsTemplateList, unknownVariables } from "@bastion/shared";
import { useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { TrashIcon } from "../../../components/feedback/trash-icon";
import { type Translate, useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";
import { TEMPLATE_WORDS } from "./template-words";

interface TemplateListFieldProps {
  list: NewsTemplateList;
  entries: string[];
  fields: FieldErrorsState;
  onChange(entries: string[]): void;
}

/** The shared rule's message (unknownVariablesMessage) in the language shown: the web says it before the server. */
function unknownMessage(t: Translate, list: NewsTemplateList, unknown: readonly string[]): string {
  const allowed = NEWS_TEMPLATE_VARIABLES[list];
  const values = { count: unknown.length, names: unknown.join(", "), allowed: allowed.join(", ") };
  return allowed.length === 0
    ? t("news-networks.templates.unknownNone", values)
    : t("news-networks.templates.unknown", values);
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return nextKey;
};

/**
 * One list of message templates: its allowed variables (a click inserts one where the cursor was),
 * the entries with what each has left of its 200 characters, Add entry, and Remove on every entry
 * but the first (spec §5: the first cannot be removed).
 */
export function TemplateListField({ list, entries, fields, onChange }: TemplateListFieldProps) {
  const t = useT("news-networks");
  const label = t(TEMPLATE_WORDS[list].label);
  const hint = t(TEMPLATE_WORDS[list].hint);
  const variables = NEWS_TEMPLATE_VARIABLES[list];
  // Stable keys, so removing an entry keeps focus and typing in the others.
  const [keys, setKeys] = useState(() => entries.map(newKey));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const lastFocused = useRef(0);
  const listError = fields.first(list);
  const full = entries.length >= LIMITS.newsTemplateEntries;

  function update(index: number, text: string) {
    onChange(entries.map((entry, other) => (other === index ? text : entry)));
  }

  function handleAdd() {
    setKeys([...keys, newKey()]);
    onChange([...entries, ""]);
    // Focus the new entry once it is drawn.
    window.requestAnimationFrame(() => inputs.current[entries.length]?.focus());
  }

  function handleRemove(index: number) {
    setKeys(keys.filter((_, other) => other !== index));
    onChange(entries.filter((_, other) => other !== index));
    window.requestAnimationFrame(() => inputs.current[Math.max(0, index - 1)]?.focus());
  }

  function handleInsert(variable: string) {
    const index = Math.min(lastFocused.current, entries.length - 1);
    const input = inputs.current[index];
    const text = entries[index] ?? "";
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${variable}${text.slice(end)}`.slice(0, LIMITS.newsTemplateLength);
    update(index, next);
    window.requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + variable.length, start + variable.length);
    });
  }

  return (
    <fieldset className="template-list" aria-describedby={`news-${list}-hint`}>
      <legend className="h6 mb-1">{label}</legend>
      <p id={`news-${list}-hint`} className="small text-body-secondary mb-2">
        {hint}{" "}
        {variables.length === 0 ? t("news-networks.templates.noVariables") : t("news-networks.templates.clickToInsert")}
      </p>
      {variables.length > 0 && (
        <div className="d-flex flex-wrap gap-1 mb-2">
          {variables.map((variable) => (
            <Button
              key={variable}
              size="sm"
              variant="outline-info"
              className="variable-chip font-monospace"
              translate="no"
              aria-label={t("news-networks.templates.insert", { variable, list: label })}
              onClick={() => handleInsert(variable)}
            >
              {variable}
            </Button>
          ))}
        </div>
      )}
      <ol className="list-unstyled d-grid gap-2 mb-2">
        {entries.map((entry, index) => {
          const unknown = unknownVariables(list, entry);
          const error =
            fields.first(`${list}.${index}`) ?? (unknown.length > 0 ? unknownMessage(t, list, unknown) : undefined);
          const id = `news-${list}-${index}`;
          return (
            <li key={keys[index] ?? index}>
              <InputGroup hasValidation>
                <Form.Control
                  id={id}
                  ref={(element: HTMLInputElement | null) => {
                    inputs.current[index] = element;
                  }}
                  value={entry}
                  maxLength={LIMITS.newsTemplateLength}
                  aria-label={t("news-networks.templates.entry", { list: label, number: index + 1 })}
                  aria-describedby={`${id}-left`}
                  isInvalid={Boolean(error)}
                  onFocus={() => {
                    lastFocused.current = index;
                  }}
                  onChange={(event) => update(index, event.target.value)}
                />
                <InputGroup.Text id={`${id}-left`} className="entry-left small" aria-live="polite">
                  <span aria-hidden="true">{LIMITS.newsTemplateLength - entry.length}</span>
                  <span className="visually-hidden">
                    {t("news-networks.templates.remaining", { count: LIMITS.newsTemplateLength - entry.length })}
                  </span>
                </InputGroup.Text>
                {index > 0 && (
                  <Button
                    variant="outline-danger"
                    aria-label={t("news-networks.templates.removeEntry", { list: label, number: index + 1 })}
                    title={t("news-networks.templates.removeTitle")}
                    onClick={() => handleRemove(index)}
                  >
                    <TrashIcon />
                  </Button>
                )}
                <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
              </InputGroup>
            </li>
          );
        })}
      </ol>
      {listError && <div className="invalid-feedback d-block mb-2">{listError}</div>}
      <div className="d-flex align-items-center gap-3">
        <Button size="sm" variant="outline-light" onClick={handleAdd} disabled={full}>
          {t("news-networks.templates.add")}
        </Button>
        <span className="small text-body-secondary">
          {t("news-networks.templates.count", { count: entries.length, max: LIMITS.newsTemplateEntries })}
        </span>
      </div>
    </fieldset>
  );
}
