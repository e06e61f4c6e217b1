import {
  type ContrastCheck,
  HEX_COLOUR,
  type Look,
  type LookField,
  lookContrastChecks,
  THEME_CHOICE_LABELS,
  THEME_CHOICES,
  type ThemeChoice,
} from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useLook, useSaveLook } from "../api/look";
import { AdminSection } from "./admin-section";
import { LookPreview } from "./look-preview";

const THEME_HELP: Record<ThemeChoice, string> = {
  light: "Light pages for every visitor who has not chosen.",
  dark: "Dark pages for every visitor who has not chosen.",
  system: "Follows each visitor's device setting.",
};

/** The owner console's "Look" page (issue 30): the accent colours, the default theme, a live contrast check. */
export function LookPage() {
  const look = useLook();
  return (
    <>
      <h2 className="h4 mb-3">Look</h2>
      {look.isError && (
        <Alert variant="danger">{errorMessage(look.error, "An error occurred while fetching data.")}</Alert>
      )}
      {look.isPending && (
        <Placeholder as="div" animation="glow" aria-hidden="true" data-testid="look-loading">
          <Placeholder xs={6} className="mb-2 d-block" />
          <Placeholder xs={8} className="d-block" />
        </Placeholder>
      )}
      {look.data && <LookForm look={look.data} />}
    </>
  );
}

const ratio = (check: ContrastCheck) => `${(Math.floor(check.ratio * 10) / 10).toFixed(1)}:1`;

function LookForm({ look }: { look: Look }) {
  const [values, setValues] = useState(look);
  const save = useSaveLook();
  const alerts = useAlerts();
  const fields = useFieldErrors();
  const malformed = (["accent", "accent_secondary"] as const).filter((key) => !HEX_COLOUR.test(values[key]));
  const checks = malformed.length === 0 ? lookContrastChecks(values) : [];
  const failed = checks.filter((check) => !check.passes);
  const blocked =
    malformed.length > 0
      ? "Save is off until both colours are written like #34d399."
      : failed.length > 0
        ? `Save is off while ${failed.length === 1 ? "a pair fails" : `${failed.length} pairs fail`} the contrast check below.`
        : undefined;

  const setColour = (key: LookField) => (value: string) => {
    fields.edited(key);
    setValues((current) => ({ ...current, [key]: value.trim().toLowerCase() }));
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    fields.clear();
    try {
      const answer = await save.mutateAsync(values);
      setValues(answer.look);
      alerts.show(answer.message, "success");
    } catch (error) {
      fields.showFrom(error);
      alerts.show(errorMessage(error, "An error occurred while submitting the form."));
    }
  }

  return (
    <Form onSubmit={handleSubmit} noValidate className="look-form">
      <AdminSection id="look-colours" title="Colours">
        <ColourField
          name="accent"
          label="Accent colour"
          help="Buttons, links, the active menu item and the focus ring."
          value={values.accent}
          error={fields.first("accent") ?? fields.note("accent")}
          onChange={setColour("accent")}
        />
        <ColourField
          name="accent_secondary"
          label="Second colour"
          help="Secondary buttons and badges."
          value={values.accent_secondary}
          error={fields.first("accent_secondary") ?? fields.note("accent_secondary")}
          onChange={setColour("accent_secondary")}
        />
      </AdminSection>
      <AdminSection id="look-theme" title="Default theme">
        <p className="small text-body-secondary">
          What a visitor sees until they choose with the theme switch in the navbar.
        </p>
        {THEME_CHOICES.map((choice) => (
          <Form.Check
            key={choice}
            type="radio"
            name="default_theme"
            id={`look-theme-${choice}`}
            className="mb-2"
            checked={values.default_theme === choice}
            onChange={() => setValues((current) => ({ ...current, default_theme: choice }))}
            label={
              <>
                {THEME_CHOICE_LABELS[choice]}
                <span className="d-block small text-body-secondary">{THEME_HELP[choice]}</span>
              </>
            }
          />
        ))}
      </AdminSection>
      <AdminSection id="look-preview-title" title="Preview">
        <LookPreview look={values} />
      </AdminSection>
      <AdminSection id="look-contrast" title="Contrast check">
        <p className="small text-body-secondary">
          WCAG AA in both themes, since visitors can switch: 4.5:1 for text, 3:1 for the focus ring.
        </p>
        <ContrastList checks={checks} />
      </AdminSection>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button type="submit" disabled={save.isPending || Boolean(blocked)} aria-describedby="look-save-reason">
          {save.isPending ? "Saving…" : "Save"}
        </Button>
        <span id="look-save-reason" className="small text-body-secondary" role="status">
          {blocked}
        </span>
      </div>
    </Form>
  );
}

function ContrastList({ checks }: { checks: ContrastCheck[] }) {
  if (checks.length === 0) return <p className="mb-0">The check runs once both colours are valid.</p>;
  return (
    <ul className="list-unstyled mb-0 look-checks" aria-live="polite">
      {checks.map((check) => (
        <li key={check.label} className="d-flex flex-wrap gap-2 align-items-baseline mb-1">
          <span className={check.passes ? "text-success fw-semibold" : "text-danger fw-semibold"}>
            {check.passes ? "Pass" : "Fail"}
          </span>
          <span>
            {check.label}: {ratio(check)} (needs {check.minimum}:1)
          </span>
          {!check.passes && <span className="d-block w-100 small text-danger">{check.message}</span>}
        </li>
      ))}
    </ul>
  );
}

interface ColourFieldProps {
  name: LookField;
  label: string;
  help: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A colour picker and its hex written out, kept in step; the picker shows the last valid colour. */
function ColourField({ name, label, help, value, error, onChange }: ColourFieldProps) {
  const id = `look-${name}`;
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <div className="d-flex gap-2 align-items-start">
        <Form.Control
          type="color"
          className="look-colour form-control-color"
          value={HEX_COLOUR.test(value) ? value : "#000000"}
          onChange={(event) => onChange(event.target.value)}
          aria-label={`${label} picker`}
        />
        <div className="flex-grow-1">
          <Form.Control
            id={id}
            value={value}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            isInvalid={Boolean(error) || !HEX_COLOUR.test(value)}
            aria-invalid={Boolean(error) || !HEX_COLOUR.test(value)}
            aria-describedby={`${id}-help`}
            onChange={(event) => onChange(event.target.value)}
          />
          {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
          <Form.Text id={`${id}-help`} className="d-block">
            {HEX_COLOUR.test(value) ? help : "Write the colour like #34d399."}
          </Form.Text>
        </div>
      </div>
    </Form.Group>
  );
}
