import { AUDIT_ACTIONS } from "@bastion/shared";
import { type FormEvent, useEffect, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import type { AuditParams } from "../api/keys";

interface AuditFiltersProps {
  params: AuditParams;
  onChange(next: AuditParams): void;
}

const EMPTY = { actor: "", action: "", from: "", to: "" };

/** Who, what and when: applied together, starting again at page 1. */
export function AuditFilters({ params, onChange }: AuditFiltersProps) {
  const [draft, setDraft] = useState({ actor: params.actor, action: params.action, from: params.from, to: params.to });
  useEffect(
    () => setDraft({ actor: params.actor, action: params.action, from: params.from, to: params.to }),
    [params.actor, params.action, params.from, params.to],
  );
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...draft, actor: draft.actor.trim(), page: 1 });
  }

  return (
    <Form onSubmit={handleSubmit} className="row g-2 align-items-end mb-3" aria-label="Filter the audit log">
      <Form.Group className="col-12 col-sm-6 col-lg-3" controlId="audit-actor">
        <Form.Label className="small mb-1">Actor</Form.Label>
        <Form.Control value={draft.actor} maxLength={64} placeholder="A username, or cli" onChange={set("actor")} />
      </Form.Group>
      <Form.Group className="col-12 col-sm-6 col-lg-3" controlId="audit-action">
        <Form.Label className="small mb-1">Action</Form.Label>
        <Form.Select value={draft.action} onChange={set("action")}>
          <option value="">Any action</option>
          {Object.entries(AUDIT_ACTIONS).map(([action, label]) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-lg-2" controlId="audit-from">
        <Form.Label className="small mb-1">From</Form.Label>
        <Form.Control type="date" value={draft.from} max={draft.to || undefined} onChange={set("from")} />
      </Form.Group>
      <Form.Group className="col-6 col-lg-2" controlId="audit-to">
        <Form.Label className="small mb-1">To</Form.Label>
        <Form.Control type="date" value={draft.to} min={draft.from || undefined} onChange={set("to")} />
      </Form.Group>
      <div className="col-12 col-lg-2 d-flex gap-2">
        <Button type="submit" className="flex-grow-1">
          Filter
        </Button>
        <Button variant="outline-light" onClick={() => onChange({ ...EMPTY, page: 1 })}>
          Clear
        </Button>
      </div>
    </Form>
  );
}
