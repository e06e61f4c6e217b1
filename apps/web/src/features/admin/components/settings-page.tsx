import {
  SITE_MODULE_LABELS,
  SITE_MODULES,
  SITE_SETTINGS_LIMITS,
  type SiteModule,
  type SiteSettings,
} from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { type FieldErrorsState, useFieldErrors } from "../../../lib/use-field-errors";
import { useSaveSiteSettings, useSiteSettings } from "../api/site-settings";
import { AdminSection } from "./admin-section";
import { SiteLogoSection } from "./site-logo-section";

type TextKey = Exclude<keyof SiteSettings, "modules">;

/** What each module's switch says happens while it is off. */
const MODULE_HELP: Record<SiteModule, string> = {
  mycolony2: "The news networks' pages, their API and the game's feeds.",
  downloads: "The downloads area and its files.",
  appeals: "Appealing a punishment and the staff's appeal pages.",
  announcement_comments: "Reading and posting comments under announcements.",
};

/** The owner console's "Settings" page (issue 30): the site's name, links, operator and modules. */
export function SettingsPage() {
  const settings = useSiteSettings();
  return (
    <>
      <h2 className="h4 mb-3">Settings</h2>
      <SiteLogoSection />
      {settings.isError && (
        <Alert variant="danger">{errorMessage(settings.error, "An error occurred while fetching data.")}</Alert>
      )}
      {settings.isPending && (
        <Placeholder as="div" animation="glow" aria-hidden="true" data-testid="settings-loading">
          <Placeholder xs={6} className="mb-2 d-block" />
          <Placeholder xs={8} className="mb-2 d-block" />
          <Placeholder xs={5} className="d-block" />
        </Placeholder>
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
    </>
  );
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const [values, setValues] = useState(settings);
  const save = useSaveSiteSettings();
  const alerts = useAlerts();
  const fields = useFieldErrors();

  const setText = (key: TextKey) => (value: string) => {
    fields.edited(key);
    setValues((current) => ({ ...current, [key]: value }));
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    fields.clear();
    try {
      const answer = await save.mutateAsync(values);
      setValues(answer.settings);
      alerts.show(answer.message, "success");
    } catch (error) {
      fields.showFrom(error);
      alerts.show(errorMessage(error, "An error occurred while submitting the form."));
    }
  }

  const text = (key: TextKey, label: string, max: number, options: { help?: string; type?: string } = {}) => (
    <TextField
      name={key}
      label={label}
      value={values[key]}
      max={max}
      help={options.help}
      type={options.type}
      fields={fields}
      onChange={setText(key)}
    />
  );

  return (
    <Form onSubmit={handleSubmit} noValidate className="settings-form">
      <AdminSection id="settings-site" title="Site">
        {text("site_name", "Site name", SITE_SETTINGS_LIMITS.siteName, {
          help: "In the navbar, page titles, e-mails and link previews.",
        })}
        {text("description", "Short description", SITE_SETTINGS_LIMITS.description, {
          help: "What search engines and link previews show under the name.",
        })}
        {text("server_address", "Server address shown to players", SITE_SETTINGS_LIMITS.serverAddress, {
          help: "play.example.org or play.example.org:25566. The status card still asks the server in MINECRAFT_SERVER.",
        })}
        {text("footer_text", "Footer text", SITE_SETTINGS_LIMITS.footerText, {
          help: "A line at the foot of every page.",
        })}
      </AdminSection>
      <AdminSection id="settings-links" title="Links">
        {text("discord_url", "Discord invite link", SITE_SETTINGS_LIMITS.link, {
          type: "url",
          help: "Empty: no Discord link.",
        })}
        {text("store_url", "Store link", SITE_SETTINGS_LIMITS.link, {
          type: "url",
          help: "Empty: no Store link in the navbar.",
        })}
      </AdminSection>
      <AdminSection id="settings-operator" title="Privacy policy operator">
        <p className="small text-body-secondary">
          Who runs the site, named on the privacy policy page as the one responsible for the data it keeps.
        </p>
        {text("operator_name", "Operator's name", SITE_SETTINGS_LIMITS.operatorName, {
          help: "A person or an organisation.",
        })}
        {text("operator_contact", "Operator's contact", SITE_SETTINGS_LIMITS.operatorContact, {
          help: "An e-mail address or a postal address.",
        })}
      </AdminSection>
      <AdminSection id="settings-modules" title="Modules">
        <p className="small text-body-secondary">
          A switched-off module disappears from the menus, its pages show "not found" and its data is kept.
        </p>
        {SITE_MODULES.map((module) => (
          <Form.Check
            key={module}
            type="switch"
            role="switch"
            id={`module-${module}`}
            className="mb-2"
            checked={values.modules[module]}
            onChange={(event) =>
              setValues((current) => ({ ...current, modules: { ...current.modules, [module]: event.target.checked } }))
            }
            label={
              <>
                {SITE_MODULE_LABELS[module]}
                <span className="d-block small text-body-secondary">{MODULE_HELP[module]}</span>
              </>
            }
          />
        ))}
      </AdminSection>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save"}
      </Button>
    </Form>
  );
}

interface TextFieldProps {
  name: TextKey;
  label: string;
  value: string;
  max: number;
  help?: string;
  type?: string;
  fields: FieldErrorsState;
  onChange: (value: string) => void;
}

function TextField({ name, label, value, max, help, type = "text", fields, onChange }: TextFieldProps) {
  const error = fields.first(name);
  const note = fields.note(name);
  const id = `settings-${name}`;
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={value}
        maxLength={max}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
      <Form.Text id={`${id}-help`} className="d-block">
        {note ?? help}
      </Form.Text>
    </Form.Group>
  );
}
