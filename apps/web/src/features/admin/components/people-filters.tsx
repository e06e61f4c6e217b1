import { GROUPS } from "@bastion/shared";
import { type FormEvent, useEffect, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useT } from "../../../lib/i18n";
import type { PeopleParams } from "../api/keys";

interface PeopleFiltersProps {
  params: PeopleParams;
  onChange(next: PeopleParams): void;
}

/** Search (on submit) and the filters (at once); every change starts again at page 1. */
export function PeopleFilters({ params, onChange }: PeopleFiltersProps) {
  const t = useT("admin");
  const [search, setSearch] = useState(params.search);
  useEffect(() => setSearch(params.search), [params.search]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...params, search: search.trim(), page: 1 });
  }

  return (
    <Form onSubmit={handleSubmit} className="row g-2 align-items-end mb-3" role="search">
      <Form.Group className="col-12 col-md-5" controlId="people-search">
        <Form.Label className="small mb-1">{t("admin.people.filters.search")}</Form.Label>
        <Form.Control
          type="search"
          value={search}
          maxLength={254}
          placeholder={t("admin.people.filters.searchPlaceholder")}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Form.Group>
      <Form.Group className="col-6 col-md-2" controlId="people-group">
        <Form.Label className="small mb-1">{t("admin.people.filters.group")}</Form.Label>
        <Form.Select
          value={params.group}
          onChange={(event) => onChange({ ...params, group: event.target.value, page: 1 })}
        >
          <option value="">{t("admin.people.filters.anyGroup")}</option>
          {Object.values(GROUPS).map((group) => (
            <option key={group} value={group}>
              {group}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="col-6 col-md-3 d-flex flex-column gap-1 pb-md-1">
        <Form.Check
          id="people-unverified"
          label={t("admin.people.filters.unverified")}
          checked={params.unverified}
          onChange={(event) => onChange({ ...params, unverified: event.target.checked, page: 1 })}
        />
        <Form.Check
          id="people-deactivated"
          label={t("admin.people.filters.deactivated")}
          checked={params.deactivated}
          onChange={(event) => onChange({ ...params, deactivated: event.target.checked, page: 1 })}
        />
      </div>
      <div className="col-12 col-md-2 d-grid">
        <Button type="submit">{t("admin.people.filters.submit")}</Button>
      </div>
    </Form>
  );
}
