import {
  LOCALE_NAMES,
  LOCALES,
  type Locale,
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
import { useT } from "../../../lib/i18n";
import { useSiteConfig } from "../../../lib/site-config";
import { type FieldErrorsState, useFieldErrors } from "../../../lib/use-field-errors";
import { useSaveSiteSettings, useSiteSettings } from "../api/site-settings";
import { AdminSection } from "./admin-section";
import { SiteLogoSection } from "./site-logo-section";

type TextKey = Exclude<keyof SiteSettings, "modules" | "default_locale" | "appeals_linked_player_only">;

/** Each module's switch: its name (the shared SITE_MODULE_LABELS, in the language shown) and what goes while it is off. */
const MODULE_WORDS: Record<SiteModule, { label: string; help: string }> = {
  mycolony2: { label: "admin.settings.module.mycolony2", help: "admin.settings.module.mycolony2Help" },
  downloads: { label: "admin.settings.module.downloads", help: "admin.settings.module.downloadsHelp" },
  appeals: { label: "admin.settings.module.appeals", help: "admin.settings.module.appealsHelp" },
  announcement_comments: {
    label: "admin.settings.module.announcementComments",
    help: "admin.settings.module.announcementCommentsHelp",
  },
};

/** The owner console's "Settings" page (issue 30): the site's name, links, operator and modules. */
export function SettingsPage() {
  const t = useT("admin");
  const settings = useSiteSettings();
  return (
    <>
      <h2 className="h4 mb-3">{t("admin.settings.title")}</h2>
      <SiteLogoSection />
      {settings.isError && <Alert variant="danger">{errorMessage(settings.error, t("admin.error.fetch"))}</Alert>}
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
  const t = useT("admin");
  const words = useT("minecraft-link");
  const linking = useSiteConfig().data?.minecraft_link === true;
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
      alerts.show(errorMessage(error, t("admin.error.submit")));
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
      <AdminSection id="settings-site" title={t("admin.settings.site")}>
        {text("site_name", t("admin.settings.siteName"), SITE_SETTINGS_LIMITS.siteName, {
          help: t("admin.settings.siteNameHelp"),
        })}
        {text("description", t("admin.settings.description"), SITE_SETTINGS_LIMITS.description, {
          help: t("admin.settings.descriptionHelp"),
        })}
        {text("server_address", t("admin.settings.serverAddress"), SITE_SETTINGS_LIMITS.serverAddress, {
          help: t("admin.settings.serverAddressHelp"),
        })}
        {text("footer_text", t("admin.settings.footerText"), SITE_SETTINGS_LIMITS.footerText, {
          help: t("admin.settings.footerTextHelp"),
        })}
        <Form.Group className="mb-3" controlId="settings-default-locale">
          <Form.Label>{t("admin.settings.defaultLanguage")}</Form.Label>
          <Form.Select
            value={values.default_locale}
            aria-describedby="settings-default-locale-help"
            onChange={(event) => setValues((current) => ({ ...current, default_locale: event.target.value as Locale }))}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Form.Select>
          <Form.Text id="settings-default-locale-help">{t("admin.settings.defaultLanguageHelp")}</Form.Text>
        </Form.Group>
      </AdminSection>
      <AdminSection id="settings-links" title={t("admin.settings.links")}>
        {text("discord_url", t("admin.settings.discordUrl"), SITE_SETTINGS_LIMITS.link, {
          type: "url",
          help: t("admin.settings.discordUrlHelp"),
        })}
        {text("store_url", t("admin.settings.storeUrl"), SITE_SETTINGS_LIMITS.link, {
          type: "url",
          help: t("admin.settings.storeUrlHelp"),
        })}
      </AdminSection>
      <AdminSection id="settings-operator" title={t("admin.settings.operator")}>
        <p className="small text-body-secondary">{t("admin.settings.operatorIntro")}</p>
        {text("operator_name", t("admin.settings.operatorName"), SITE_SETTINGS_LIMITS.operatorName, {
          help: t("admin.settings.operatorNameHelp"),
        })}
        {text("operator_contact", t("admin.settings.operatorContact"), SITE_SETTINGS_LIMITS.operatorContact, {
          help: t("admin.settings.operatorContactHelp"),
        })}
      </AdminSection>
      <AdminSection id="settings-modules" title={t("admin.settings.modules")}>
        <p className="small text-body-secondary">{t("admin.settings.modulesIntro")}</p>
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
                {t(MODULE_WORDS[module].label)}
                <span className="d-block small text-body-secondary">{t(MODULE_WORDS[module].help)}</span>
              </>
            }
          />
        ))}
      </AdminSection>
      <AdminSection id="settings-minecraft-link" title={words("minecraft-link.settings.title")}>
        <Form.Check
          type="switch"
          role="switch"
          id="settings-appeals-linked-player-only"
          className="mb-2"
          checked={values.appeals_linked_player_only}
          onChange={(event) =>
            setValues((current) => ({ ...current, appeals_linked_player_only: event.target.checked }))
          }
          label={
            <>
              {words("minecraft-link.settings.linkedOnly")}
              <span className="d-block small text-body-secondary">
                {words("minecraft-link.settings.linkedOnlyHelp")}
              </span>
            </>
          }
        />
        {!linking && <p className="small text-warning-emphasis mb-0">{words("minecraft-link.settings.serverOff")}</p>}
      </AdminSection>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("admin.saving") : t("admin.save")}
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
