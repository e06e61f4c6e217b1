import { HOME_LIMITS, type VoteLink } from "@bastion/shared";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";

interface VoteLinksEditorProps {
  links: VoteLink[];
  fields: FieldErrorsState;
  onChange: (links: VoteLink[]) => void;
}

/** The vote links the owner lists (at most HOME_LIMITS.voteLinks), each a label and an http(s) address. */
export function VoteLinksEditor({ links, fields, onChange }: VoteLinksEditorProps) {
  const t = useT("admin");
  const set = (index: number, key: keyof VoteLink, value: string) => {
    fields.edited(`vote_links.${index}.${key}`);
    onChange(links.map((link, i) => (i === index ? { ...link, [key]: value } : link)));
  };
  const listError = fields.first("vote_links");
  return (
    <div className="mb-3">
      {links.length === 0 && <p className="small text-body-secondary">{t("admin.votes.empty")}</p>}
      {links.map((link, index) => {
        const number = index + 1;
        const labelError = fields.first(`vote_links.${index}.label`);
        const urlError = fields.first(`vote_links.${index}.url`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own but their place
          <fieldset key={index} className="row g-2 align-items-start mb-2">
            <legend className="visually-hidden">{t("admin.votes.legend", { number })}</legend>
            <Form.Group className="col-sm-4" controlId={`vote-link-${index}-label`}>
              <Form.Label className="small mb-1">{t("admin.votes.label", { number })}</Form.Label>
              <Form.Control
                value={link.label}
                maxLength={HOME_LIMITS.voteLabel}
                isInvalid={Boolean(labelError)}
                onChange={(event) => set(index, "label", event.target.value)}
              />
              {labelError && <Form.Control.Feedback type="invalid">{labelError}</Form.Control.Feedback>}
            </Form.Group>
            <Form.Group className="col-sm-6" controlId={`vote-link-${index}-url`}>
              <Form.Label className="small mb-1">{t("admin.votes.link", { number })}</Form.Label>
              <Form.Control
                type="url"
                value={link.url}
                maxLength={HOME_LIMITS.link}
                placeholder="https://"
                isInvalid={Boolean(urlError)}
                onChange={(event) => set(index, "url", event.target.value)}
              />
              {urlError && <Form.Control.Feedback type="invalid">{urlError}</Form.Control.Feedback>}
            </Form.Group>
            <div className="col-sm-2 d-flex align-items-end pt-sm-4">
              <Button
                variant="outline-danger"
                size="sm"
                className="mt-sm-2"
                aria-label={t("admin.votes.removeLabel", { number })}
                onClick={() => onChange(links.filter((_, i) => i !== index))}
              >
                {t("admin.votes.remove")}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {listError && <p className="text-danger small">{listError}</p>}
      <Button
        variant="outline-primary"
        size="sm"
        disabled={links.length >= HOME_LIMITS.voteLinks}
        onClick={() => onChange([...links, { label: "", url: "" }])}
      >
        {t("admin.votes.add")}
      </Button>
      <Form.Text className="d-block">{t("admin.votes.help", { max: HOME_LIMITS.voteLinks })}</Form.Text>
    </div>
  );
}
