import { PLAYER_NAME_MAX, PUNISHMENT_TYPE_FILTERS, type PunishmentTypeFilter } from "@bastion/shared";
import { type FormEvent, useId, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { useT } from "../../../lib/i18n";
import { FILTER_LABEL } from "./labels";

interface PunishmentFiltersProps {
  search: string;
  type: PunishmentTypeFilter;
  onSearch(search: string): void;
  onType(type: PunishmentTypeFilter): void;
}

/** The search box with its Search button, and the type dropdown (spec §2). */
export function PunishmentFilters({ search, type, onSearch, onType }: PunishmentFiltersProps) {
  const t = useT("punishments");
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const searchId = useId();
  const typeId = useId();
  // The URL is the truth: the back button or a shared link changes the search under the box. Set
  // while rendering, not by an effect after mounting: what was typed before the app started (the
  // server's first view, lib/first-view.ts) is handed to the field and must not be cleared after.
  if (search !== shownSearch) {
    setShownSearch(search);
    setText(search);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <div className="row g-2 align-items-end punishment-filters">
      <search className="col-12 col-md">
        <form onSubmit={handleSubmit}>
          <label htmlFor={searchId} className="visually-hidden">
            {t("punishments.filters.searchLabel")}
          </label>
          <InputGroup>
            <Form.Control
              id={searchId}
              type="search"
              placeholder={t("punishments.filters.searchLabel")}
              value={text}
              maxLength={PLAYER_NAME_MAX}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" variant="primary">
              {t("punishments.filters.search")}
            </Button>
          </InputGroup>
        </form>
      </search>
      <div className="col-12 col-md-auto">
        <label htmlFor={typeId} className="visually-hidden">
          {t("punishments.filters.typeLabel")}
        </label>
        <Form.Select
          id={typeId}
          value={type}
          onChange={(event) => onType(event.target.value as PunishmentTypeFilter)}
          className="punishment-type-select"
        >
          {PUNISHMENT_TYPE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(FILTER_LABEL[value])}
            </option>
          ))}
        </Form.Select>
      </div>
    </div>
  );
}
