import { AUDIT_ACTION_NAMES, type AuditActorSummary } from "@bastion/shared";
import { type FormEvent, useEffect, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { type Translate, useT } from "../../../lib/i18n";
import { actorChoice, readActorChoice } from "../api/audit-actor-choice";
import { useAuditActors } from "../api/get-audit-actors";
import type { AuditParams } from "../api/keys";
import { actionText } from "./audit-action-words";
import { actorKindText } from "./audit-actor";

interface AuditFiltersProps {
  params: AuditParams;
  onChange(next: AuditParams): void;
}

const EMPTY = { actor: "", action: "", from: "", to: "" };

/** An actor as the filter lists it: the name, then the kind and id ("Phoenix (Account #12, deleted)"). */
const actorOption = (t: Translate, actor: AuditActorSummary) =>
  actor.kind === "user" || actor.kind === "api_key"
    ? t("admin-audit.filters.actorOption", { name: actor.name, kind: actorKindText(t, actor) })
    : actorKindText(t, actor);

/**
 * The actors to offer: everyone the log names, and the one chosen in the URL even when it is not
 * among them (the list holds the most recent 200), named by its kind and id.
 */
function ActorOptions({ chosen }: { chosen: string }) {
  const t = useT("admin-audit");
  const actors = useAuditActors();
  const listed = actors.data?.actors ?? [];
  const known = readActorChoice(chosen);
  const missing = known && !listed.some((actor) => actorChoice(actor) === chosen);
  return (
    <>
      <option value="">{t("admin-audit.filters.anyone")}</option>
      {missing && (
        <option value={chosen}>{actorKindText(t, { kind: known.kind, id: known.id ?? null, deleted: false })}</option>
      )}
      {listed.map((actor) => (
        <option key={actorChoice(actor)} value={actorChoice(actor)}>
          {actorOption(t, actor)}
        </option>
      ))}
    </>
  );
}

/** Who, what and when: applied together, starting again at page 1. */
export function AuditFilters({ params, onChange }: AuditFiltersProps) {
  const t = useT("admin-audit");
  const [draft, setDraft] = useState({ actor: params.actor, action: params.action, from: params.from, to: params.to });
  useEffect(
    () => setDraft({ actor: params.actor, action: params.action, from: params.from, to: params.to }),
    [params.actor, params.action, params.from, params.to],
  );
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...draft, page: 1 });
  }

  return (
    <Form onSubmit={handleSubmit} className="row g-2 align-items-end mb-3" aria-label={t("admin-audit.filters.label")}>
      <Form.Group className="col-12 col-sm-6 col-lg-3" controlId="audit-actor">
        <Form.Label className="small mb-1">{t("admin-audit.filters.actor")}</Form.Label>
        <Form.Select value={draft.actor} onChange={set("actor")}>
          <ActorOptions chosen={draft.actor} />
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-12 col-sm-6 col-lg-3" controlId="audit-action">
        <Form.Label className="small mb-1">{t("admin-audit.filters.action")}</Form.Label>
        <Form.Select value={draft.action} onChange={set("action")}>
          <option value="">{t("admin-audit.filters.anyAction")}</option>
          {AUDIT_ACTION_NAMES.map((action) => (
            <option key={action} value={action}>
              {actionText(t, action)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-lg-2" controlId="audit-from">
        <Form.Label className="small mb-1">{t("admin-audit.filters.from")}</Form.Label>
        <Form.Control type="date" value={draft.from} max={draft.to || undefined} onChange={set("from")} />
      </Form.Group>
      <Form.Group className="col-6 col-lg-2" controlId="audit-to">
        <Form.Label className="small mb-1">{t("admin-audit.filters.to")}</Form.Label>
        <Form.Control type="date" value={draft.to} min={draft.from || undefined} onChange={set("to")} />
      </Form.Group>
      {/* The two buttons wrap where their words are long (German "Zurücksetzen") rather than overflow. */}
      <div className="col-12 col-lg-2 d-flex flex-wrap gap-2">
        <Button type="submit" className="flex-grow-1">
          {t("admin-audit.filters.submit")}
        </Button>
        <Button variant="outline-light" onClick={() => onChange({ ...EMPTY, page: 1 })}>
          {t("admin-audit.filters.clear")}
        </Button>
      </div>
    </Form>
  );
}
