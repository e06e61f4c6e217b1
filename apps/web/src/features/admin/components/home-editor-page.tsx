import { HOME_LIMITS, type HomeSettings, type HomeSettingsView } from "@bastion/shared";
import { type FormEvent, type ReactNode, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Placeholder from "react-bootstrap/Placeholder";
import { Link } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { type FieldErrorsState, useFieldErrors } from "../../../lib/use-field-errors";
import { useHomeSettings, useSaveHomeSettings } from "../api/home-settings";
import { AdminSection } from "./admin-section";
import { HomeBlocksEditor } from "./home-blocks-editor";
import { VoteLinksEditor } from "./vote-links-editor";

/** The console's "Home page" tab (issue 30): the hero's title, text and button, and the blocks. */
export function HomeEditorPage() {
  const home = useHomeSettings();
  return (
    <>
      <h2 className="h4 mb-3">Home page</h2>
      {home.isError && (
        <Alert variant="danger">{errorMessage(home.error, "An error occurred while fetching data.")}</Alert>
      )}
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
      alerts.show(errorMessage(error, "An error occurred while submitting the form."));
    }
  }

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <AdminSection id="home-hero" title="Title and text">
        <Field name="hero_title" label="Title" fields={fields} help="Empty: the site's name.">
          <Form.Control
            value={values.hero_title}
            maxLength={HOME_LIMITS.heroTitle}
            onChange={(event) => set("hero_title", event.target.value)}
          />
        </Field>
        <Field name="hero_text" label="Text" fields={fields} help="Plain text; line breaks are kept.">
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
          label="Show a button under the text"
          checked={ctaOn}
          onChange={(event) => setCtaOn(event.target.checked)}
        />
        {ctaOn && (
          <div className="row g-2">
            <div className="col-sm-5">
              <Field name="cta.label" label="Button label" fields={fields}>
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
              <Field
                name="cta.link"
                label="Button link"
                fields={fields}
                help="A path on this site (/p/rules/) or https://…"
              >
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
      <AdminSection id="home-blocks" title="Blocks">
        <p className="small text-body-secondary">
          Shown under the title in this order. The server's status card stays beside the title while its block is on.
        </p>
        <HomeBlocksEditor blocks={values.blocks} onChange={(blocks) => set("blocks", blocks)} onMoved={setMoved} />
        <p className="visually-hidden" aria-live="polite">
          {moved}
        </p>
        {fields.first("blocks") && <p className="text-danger small">{fields.first("blocks")}</p>}
        <div className="row g-2">
          <div className="col-sm-4">
            <Field name="announcements_count" label="Announcements shown" fields={fields}>
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
              label="Page shown"
              fields={fields}
              help={
                <>
                  Published pages everyone may see (<Link to="/admin/pages/">Pages</Link>). If it is later hidden, the
                  block goes.
                </>
              }
            >
              <Form.Select
                value={values.page_id ?? ""}
                onChange={(event) => set("page_id", event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">No page</option>
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
      <AdminSection id="home-votes" title="Vote links">
        <VoteLinksEditor links={values.vote_links} fields={fields} onChange={(links) => set("vote_links", links)} />
      </AdminSection>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save"}
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
