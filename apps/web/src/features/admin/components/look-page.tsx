import {
  CONTRAST_AA_NON_TEXT,
  CONTRAST_AA_TEXT,
  type ContrastCheck,
  HEX_COLOUR,
  type Look,
  type LookField,
  lookContrastChecks,
  THEME_CHOICES,
} from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useLocale, useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useLook, useSaveLook } from "../api/look";
import { AdminSection } from "./admin-section";
import { LookPreview } from "./look-preview";
import { checkWords, ratioNumber, THEME_WORDS } from "./look-words";

/** The owner console's "Look" page (issue 30): the accent colours, the default theme, a live contrast check. */
export function LookPage() {
  const t = useT("admin", "admin-look");
  const look = useLook();
  return (
    <>
      <h2 className="h4 mb-3">{t("admin-look.title")}</h2>
      {look.isError && <Alert variant="danger">{errorMessage(look.error, t("admin.error.fetch"))}</Alert>}
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

function LookForm({ look }: { look: Look }) {
  const t = useT("admin", "admin-look");
  const [values, setValues] = useState(look);
  const save = useSaveLook();
  const alerts = useAlerts();
  const fields = useFieldErrors();
  const malformed = (["accent", "accent_secondary"] as const).filter((key) => !HEX_COLOUR.test(values[key]));
  const checks = malformed.length === 0 ? lookContrastChecks(values) : [];
  const failed = checks.filter((check) => !check.passes);
  const blocked =
    malformed.length > 0
      ? t("admin-look.blocked.malformed")
      : failed.length > 0
        ? t("admin-look.blocked.failing", { count: failed.length })
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
      alerts.show(errorMessage(error, t("admin.error.submit")));
    }
  }

  return (
    <Form onSubmit={handleSubmit} noValidate className="look-form">
      <AdminSection id="look-colours" title={t("admin-look.colours")}>
        <ColourField
          name="accent"
          label={t("admin-look.accent")}
          help={t("admin-look.accentHelp")}
          value={values.accent}
          error={fields.first("accent") ?? fields.note("accent")}
          onChange={setColour("accent")}
        />
        <ColourField
          name="accent_secondary"
          label={t("admin-look.secondary")}
          help={t("admin-look.secondaryHelp")}
          value={values.accent_secondary}
          error={fields.first("accent_secondary") ?? fields.note("accent_secondary")}
          onChange={setColour("accent_secondary")}
        />
      </AdminSection>
      <AdminSection id="look-theme" title={t("admin-look.theme.title")}>
        <p className="small text-body-secondary">{t("admin-look.theme.intro")}</p>
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
                {t(THEME_WORDS[choice].label)}
                <span className="d-block small text-body-secondary">{t(THEME_WORDS[choice].help)}</span>
              </>
            }
          />
        ))}
      </AdminSection>
      <AdminSection id="look-preview-title" title={t("admin-look.preview")}>
        <LookPreview look={values} />
      </AdminSection>
      <AdminSection id="look-contrast" title={t("admin-look.contrast")}>
        <p className="small text-body-secondary">
          {t("admin-look.contrastIntro", { text: CONTRAST_AA_TEXT, focus: CONTRAST_AA_NON_TEXT })}
        </p>
        <ContrastList checks={checks} />
      </AdminSection>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button type="submit" disabled={save.isPending || Boolean(blocked)} aria-describedby="look-save-reason">
          {save.isPending ? t("admin.saving") : t("admin.save")}
        </Button>
        <span id="look-save-reason" className="small text-body-secondary" role="status">
          {blocked}
        </span>
      </div>
    </Form>
  );
}

function ContrastList({ checks }: { checks: ContrastCheck[] }) {
  const t = useT("admin-look");
  const locale = useLocale();
  if (checks.length === 0) return <p className="mb-0">{t("admin-look.checkWaits")}</p>;
  return (
    <ul className="list-unstyled mb-0 look-checks" aria-live="polite">
      {checks.map((check) => {
        const words = checkWords(t, locale, check);
        return (
          <li key={check.label} className="d-flex flex-wrap gap-2 align-items-baseline mb-1">
            <span className={check.passes ? "text-success fw-semibold" : "text-danger fw-semibold"}>
              {check.passes ? t("admin-look.pass") : t("admin-look.fail")}
            </span>
            <span>
              {t("admin-look.checkLine", {
                label: words.label,
                ratio: ratioNumber(locale, check.ratio),
                minimum: check.minimum,
              })}
            </span>
            {!check.passes && <span className="d-block w-100 small text-danger">{words.failure}</span>}
          </li>
        );
      })}
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
  const t = useT("admin-look");
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
          aria-label={t("admin-look.picker", { label })}
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
            {HEX_COLOUR.test(value) ? help : t("admin-look.writeLike")}
          </Form.Text>
        </div>
      </div>
    </Form.Group>
  );
}
