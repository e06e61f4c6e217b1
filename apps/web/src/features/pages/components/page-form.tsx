import {
  GROUPS,
  hasVisibleText,
  PAGE_LIMITS,
  PAGE_SLUG_PATTERN,
  PAGE_VISIBILITIES,
  type PageFormInput,
  type PageVisibility,
  RESERVED_PAGE_SLUGS,
} from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { CharacterCounter } from "../../../components/feedback/character-counter";
import { LinkButton } from "../../../components/feedback/link-button";
import { isBlankContent } from "../../../components/rich-text/blank-content";
import { RichTextField } from "../../../components/rich-text/rich-text-field";
import { type Translate, useT } from "../../../lib/i18n";
import type { useFieldErrors } from "../../../lib/use-field-errors";
import { useGroups } from "../api/get-groups";
import { visibilityLabel } from "./page-state";
import { slugFromTitle } from "./slug-from-title";

export type PageFormValues = Required<PageFormInput>;

interface PageFormProps {
  initial: PageFormValues;
  /** A new page's slug follows its title until the slug is typed in. */
  isNew: boolean;
  submitLabel: string;
  busy: boolean;
  cancelTo: string;
  fields: ReturnType<typeof useFieldErrors>;
  onSubmit(body: PageFormValues): void;
}

/** Who a visibility lets in, said under the choice. */
function visibilityHint(visibility: PageVisibility, t: Translate): string {
  switch (visibility) {
    case "everyone":
      return t("pages.form.visibilityHint.everyone");
    case "signed_in":
      return t("pages.form.visibilityHint.signedIn");
    case "groups":
      return t("pages.form.visibilityHint.groups");
  }
}

type SlugProblem = "required" | "pattern" | "reserved";

/** Why the slug cannot be sent, judged as the server does; undefined when it can. */
function slugProblem(slug: string): SlugProblem | undefined {
  if (slug === "") return "required";
  if (!PAGE_SLUG_PATTERN.test(slug)) return "pattern";
  if (RESERVED_PAGE_SLUGS.includes(slug)) return "reserved";
  return undefined;
}

function slugProblemText(problem: SlugProblem, t: Translate): string {
  switch (problem) {
    case "required":
      return t("pages.form.slug.required");
    case "pattern":
      return t("pages.form.slug.pattern");
    case "reserved":
      return t("pages.form.slug.reserved");
  }
}

/** Title, address, content, who may read it and its state, for a new page and an edit alike. */
export function PageForm({ initial, isNew, submitLabel, busy, cancelTo, fields, onSubmit }: PageFormProps) {
  const t = useT("pages");
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  const [slugTyped, setSlugTyped] = useState(!isNew);
  const [content, setContent] = useState(initial.content);
  const [visibility, setVisibility] = useState<PageVisibility>(initial.visibility);
  const [groups, setGroups] = useState<string[]>(initial.groups);
  const [published, setPublished] = useState(initial.published);
  const known = useGroups();
  const choosable = (known.data?.groups ?? []).filter((group) => group !== GROUPS.owner);
  // A group the page has that no longer exists is still listed, so the owner sees it go.
  const listed = [...new Set([...choosable, ...groups])];
  const localProblem = slug === "" ? undefined : slugProblem(slug);
  const localSlugProblem = localProblem && slugProblemText(localProblem, t);
  const incomplete =
    !hasVisibleText(title) ||
    slugProblem(slug) !== undefined ||
    isBlankContent(content) ||
    (visibility === "groups" && groups.length === 0);

  function handleTitle(value: string) {
    setTitle(value);
    if (!slugTyped) setSlug(slugFromTitle(value));
  }

  function handleSlug(value: string) {
    setSlugTyped(true);
    fields.editing("slug", setSlug)(value);
  }

  function handleGroup(name: string, checked: boolean) {
    setGroups((current) => (checked ? [...current, name] : current.filter((group) => group !== name)));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (incomplete || busy) return;
    onSubmit({ title, slug, content, visibility, groups: visibility === "groups" ? groups : [], published });
  }

  const slugError = fields.first("slug") ?? localSlugProblem;
  return (
    <Form onSubmit={handleSubmit} noValidate className="page-form">
      <Form.Group controlId="page-title" className="mb-3">
        <Form.Label>{t("pages.form.title")}</Form.Label>
        <Form.Control
          value={title}
          maxLength={PAGE_LIMITS.title}
          required
          isInvalid={Boolean(fields.first("title"))}
          aria-describedby="page-title-counter"
          onChange={(event) => handleTitle(event.target.value)}
        />
        <Form.Control.Feedback type="invalid">{fields.first("title")}</Form.Control.Feedback>
        <CharacterCounter
          id="page-title-counter"
          remaining={PAGE_LIMITS.title - title.length}
          warnAt={PAGE_LIMITS.titleWarnAt}
          className="d-block text-end"
        />
      </Form.Group>

      <Form.Group controlId="page-slug" className="mb-3">
        <Form.Label>{t("pages.form.address")}</Form.Label>
        <InputGroup hasValidation>
          <InputGroup.Text className="slug-prefix">/p/</InputGroup.Text>
          <Form.Control
            value={slug}
            maxLength={PAGE_LIMITS.slug}
            required
            spellCheck={false}
            autoCapitalize="none"
            isInvalid={Boolean(slugError)}
            aria-describedby={slugError ? "page-slug-error page-slug-help" : "page-slug-help"}
            onChange={(event) => handleSlug(event.target.value)}
          />
          <Form.Control.Feedback id="page-slug-error" type="invalid">
            {slugError}
          </Form.Control.Feedback>
        </InputGroup>
        <Form.Text id="page-slug-help" className="d-block text-body-secondary">
          {t("pages.form.slug.help", { max: PAGE_LIMITS.slug })}
          {slug === "privacy-policy" && ` ${t("pages.form.slug.privacy")}`}
        </Form.Text>
      </Form.Group>

      <RichTextField
        id="page-content"
        label={t("pages.form.content")}
        initialHtml={initial.content}
        error={fields.first("content")}
        onChange={setContent}
      />

      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">{t("pages.form.visibility")}</legend>
        {PAGE_VISIBILITIES.map((option) => (
          <Form.Check
            key={option}
            type="radio"
            id={`page-visibility-${option}`}
            name="visibility"
            className="mb-2"
            checked={visibility === option}
            label={visibilityLabel(option, t)}
            aria-describedby={`page-visibility-${option}-hint`}
            onChange={() => setVisibility(option)}
          />
        ))}
        <Form.Text id={`page-visibility-${visibility}-hint`} className="d-block text-body-secondary">
          {visibilityHint(visibility, t)}
        </Form.Text>
      </fieldset>

      {visibility === "groups" && (
        <fieldset className="mb-3 ps-3 border-start" aria-describedby="page-groups-help">
          <legend className="form-label fs-6 mb-2">{t("pages.form.groups")}</legend>
          {known.isPending && <p className="text-body-secondary small">{t("pages.form.groupsLoading")}</p>}
          {listed.map((group) => (
            <Form.Check
              key={group}
              type="checkbox"
              id={`page-group-${group}`}
              className="mb-2"
              checked={groups.includes(group)}
              label={choosable.includes(group) || known.isPending ? group : t("pages.form.groupGone", { group })}
              onChange={(event) => {
                fields.edited("groups");
                handleGroup(group, event.target.checked);
              }}
            />
          ))}
          <Form.Text
            id="page-groups-help"
            className={`d-block ${fields.first("groups") ? "text-danger" : "text-body-secondary"}`}
          >
            {fields.first("groups") ?? t("pages.form.groupsHelp")}
          </Form.Text>
        </fieldset>
      )}

      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">{t("pages.form.state")}</legend>
        <Form.Check
          type="radio"
          id="page-state-draft"
          name="state"
          className="mb-2"
          checked={!published}
          label={t("pages.form.stateDraft")}
          onChange={() => setPublished(false)}
        />
        <Form.Check
          type="radio"
          id="page-state-published"
          name="state"
          checked={published}
          label={t("pages.form.statePublished")}
          onChange={() => setPublished(true)}
        />
      </fieldset>

      <div className="d-flex flex-wrap gap-2 justify-content-end mt-4">
        <LinkButton to={cancelTo} variant="secondary">
          {t("pages.form.cancel")}
        </LinkButton>
        <Button type="submit" variant="primary" disabled={incomplete || busy}>
          {busy ? t("pages.form.saving") : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
