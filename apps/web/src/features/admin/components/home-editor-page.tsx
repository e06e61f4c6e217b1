import { HOME_LIMITS, type HomeSettings, type HomeSettingsView } from "@bastion/shared";
import { type FormEvent, type ReactNode, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Placeholder from "react-bootstrap/Placeholder";
import { Link } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
import { type FieldErrorsState, useFieldErrors } from "../../../lib/use-field-errors";
import { useHomeSettings, useSaveHomeSettings } from "../api/home-settings";
import { AdminSection } from "./admin-section";
import { HomeBlocksEditor } from "./home-blocks-editor";
import { VoteLinksEditor } from "./vote-links-editor";

/** The console's "Home page" tab (issue 30): the hero's title, text and button, and the blocks. */
export function HomeEditorPage() {
  const t = useT("admin");
  const home = useHomeSettings();
  return (
    <>
      <h2 className="h4 mb-3">{t("admin.home.title")}</h2>
      {home.isError && <Alert variant="danger">{errorMessage(home.error, t("admin.error.fetch"))}</Alert>}
      {home.isPending && (
        <Placeholder as="div" animation="glow" aria-hidden="true" data-testid="home-editor-loading">
          <Placeholder xs={6} className="mb-2 d-block" />
          <Placeholder xs={9} className="mb-2 d-block" style={{ height: "5rem" }} />
          <Placeholder xs={5} className="d-block" />
        </Placeholder>
      )}
      {home.data && <HomeForm view={home.data} />}
    </>
  );
}

const NO_CTA = { label: "", link: "" };

function HomeForm({ view }: { view: HomeSettingsView }) {
  const t = useT("admin");
  const [values, setValues] = useState<HomeSettings>(view.settings);
  const [cta, setCta] = useState(view.settings.cta ?? NO_CTA);
  const [ctaOn, setCtaOn] = useState(view.settings.cta !== null);
  const [moved, setMoved] = useState("");
  const save = useSaveHomeSettings();
  const alerts = useAlerts();
  const fields = useFieldErrors();

  const set = <K extends keyof HomeSettings>(key: K, value: HomeSettings[K]) => {
    fields.edited(key);
    setValues((current) => ({ ...current, [key]: value }));
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    fields.clear();
    try {
      const answer = await save.mutateAsync({ ...values, cta: ctaOn ? cta : null });
      setValues(answer.settings);
      alerts.show(answer.message, "success");
    } catch (error) {
      fields.showFrom(error);
      alerts.show(errorMessage(error, t("admin.error.submit")));
    }
  }

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <AdminSection id="home-hero" title={t("admin.home.hero")}>
        <Field name="hero_title" label={t("admin.home.heroTitle")} fields={fields} help={t("admin.home.heroTitleHelp")}>
          <Form.Control
            value={values.hero_title}
            maxLength={HOME_LIMITS.heroTitle}
            onChange={(event) => set("hero_title", event.target.value)}
          />
        </Field>
        <Field name="hero_text" label={t("admin.home.heroText")} fields={fields} help={t("admin.home.heroTextHelp")}>
          <Form.Control
            as="textarea"
            rows={4}
            value={values.hero_text}
            maxLength={HOME_LIMITS.heroText}
            onChange={(event) => set("hero_text", event.target.value)}
          />
        </Field>
        <Form.Check
          type="switch"
          role="switch"
          id="home-cta-on"
          className="mb-2"
          label={t("admin.home.ctaOn")}
          checked={ctaOn}
          onChange={(event) => setCtaOn(event.target.checked)}
        />
        {ctaOn && (
          <div className="row g-2">
            <div className="col-sm-5">
              <Field name="cta.label" label={t("admin.home.ctaLabel")} fields={fields}>
                <Form.Control
                  value={cta.label}
                  maxLength={HOME_LIMITS.ctaLabel}
                  onChange={(event) => {
                    fields.edited("cta.label");
                    setCta({ ...cta, label: event.target.value });
                  }}
                />
              </Field>
            </div>
            <div className="col-sm-7">
              <Field name="cta.link" label={t("admin.home.ctaLink")} fields={fields} help={t("admin.home.ctaLinkHelp")}>
                <Form.Control
                  value={cta.link}
                  maxLength={HOME_LIMITS.link}
                  onChange={(event) => {
                    fields.edited("cta.link");
                    setCta({ ...cta, link: event.target.value });
                  }}
                />
              </Field>
            </div>
          </div>
        )}
      </AdminSection>
      <AdminSection id="home-blocks" title={t("admin.home.blocks")}>
        <p className="small text-body-secondary">{t("admin.home.blocksIntro")}</p>
        <HomeBlocksEditor blocks={values.blocks} onChange={(blocks) => set("blocks", blocks)} onMoved={setMoved} />
        <p className="visually-hidden" aria-live="polite">
          {moved}
        </p>
        {fields.first("blocks") && <p className="text-danger small">{fields.first("blocks")}</p>}
        <div className="row g-2">
          <div className="col-sm-4">
            <Field name="announcements_count" label={t("admin.home.announcementsCount")} fields={fields}>
              <Form.Control
                type="number"
                min={HOME_LIMITS.announcements.min}
                max={HOME_LIMITS.announcements.max}
                value={values.announcements_count}
                onChange={(event) => set("announcements_count", Number(event.target.value))}
              />
            </Field>
          </div>
          <div className="col-sm-8">
            <Field
              name="page_id"
              label={t("admin.home.page")}
              fields={fields}
              help={<Trans id="admin.home.pageHelp" components={{ 0: <Link to="/admin/pages/" /> }} />}
            >
              <Form.Select
                value={values.page_id ?? ""}
                onChange={(event) => set("page_id", event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{t("admin.home.noPage")}</option>
                {view.page_choices.map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.title} (/p/{page.slug}/)
                  </option>
                ))}
              </Form.Select>
            </Field>
          </div>
        </div>
      </AdminSection>
      <AdminSection id="home-votes" title={t("admin.home.voteLinks")}>
        <VoteLinksEditor links={values.vote_links} fields={fields} onChange={(links) => set("vote_links", links)} />
      </AdminSection>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("admin.saving") : t("admin.save")}
      </Button>
    </Form>
  );
}

interface FieldProps {
  name: string;
  label: string;
  fields: FieldErrorsState;
  help?: ReactNode;
  children: ReactNode;
}

/** A labelled control with the server's error under it (its control takes the group's id). */
function Field({ name, label, fields, help, children }: FieldProps) {
  const error = fields.first(name);
  return (
    <Form.Group controlId={`home-${name.replace(/\./g, "-")}`} className={`mb-3 ${error ? "has-error" : ""}`}>
      <Form.Label>{label}</Form.Label>
      {children}
      {error && <div className="invalid-feedback d-block">{error}</div>}
      {(fields.note(name) ?? help) && <Form.Text className="d-block">{fields.note(name) ?? help}</Form.Text>}
    </Form.Group>
  );
}
