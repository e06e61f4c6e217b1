import type { PunishmentListItem } from "@bastion/shared";
import type { KeyboardEvent } from "react";
import Table from "react-bootstrap/Table";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format-date";
import { type Translate, useT } from "../../../lib/i18n";
import { TypeBadge } from "./type-badge";
import { Until } from "./until-cell";

/** Spec §2's columns: each heading's message id and its cell's class. */
const COLUMNS = [
  { label: "punishments.table.player", className: "cell-player" },
  { label: "punishments.table.type", className: "cell-type" },
  { label: "punishments.table.reason", className: "cell-reason" },
  { label: "punishments.table.issuedBy", className: "cell-issuer" },
  { label: "punishments.table.date", className: "cell-date" },
  { label: "punishments.table.until", className: "cell-until" },
] as const;

interface PunishmentsTableProps {
  punishments: PunishmentListItem[] | undefined;
  loading: boolean;
  /** Opens a punishment (a row click, or Enter on a focused row). */
  onOpen(id: number): void;
}

interface RowsProps {
  punishments: PunishmentListItem[];
  onOpen(id: number): void;
  t: Translate;
}

function Rows({ punishments, onOpen, t }: RowsProps) {
  function handleKeyDown(event: KeyboardEvent, id: number) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onOpen(id);
    }
  }
  return punishments.map((punishment) => (
    <tr
      key={punishment.id}
      className="clickable-row"
      tabIndex={0}
      title={t("punishments.table.open", { type: punishment.type, player: punishment.player })}
      onClick={() => onOpen(punishment.id)}
      onKeyDown={(event) => handleKeyDown(event, punishment.id)}
    >
      <td data-label={t("punishments.table.player")} className="cell-player fw-semibold">
        {/* A real link too, for opening in a new tab; the row is the keyboard stop. */}
        <Link to={`/punished/${punishment.id}/`} tabIndex={-1} className="link-body-emphasis text-decoration-none">
          {punishment.player}
        </Link>
      </td>
      <td data-label={t("punishments.table.type")} className="cell-type">
        <TypeBadge type={punishment.type} />
      </td>
      <td
        data-label={t("punishments.table.reason")}
        className="cell-reason punishment-reason"
        title={punishment.reason}
      >
        <span className="punishment-reason-text">{punishment.reason}</span>
      </td>
      <td data-label={t("punishments.table.issuedBy")} className="cell-issuer">
        {punishment.actioned_by}
      </td>
      <td data-label={t("punishments.table.date")} className="cell-date">
        <time dateTime={punishment.date}>{formatDateTime(punishment.date)}</time>
      </td>
      <td data-label={t("punishments.table.until")} className="cell-until">
        <Until type={punishment.type} until={punishment.until} />
      </td>
    </tr>
  ));
}

function PlaceholderRows({ t }: { t: Translate }) {
  return [0, 1, 2].map((row) => (
    <tr key={row} className="placeholder-row" data-testid="placeholder-row">
      {COLUMNS.map((column) => (
        <td key={column.label} data-label={t(column.label)} className={column.className}>
          <span className="placeholder col-8" aria-hidden="true" />
        </td>
      ))}
    </tr>
  ));
}

/** Spec §2: Player, Type, Reason (truncated), Issued By, Date, Until; 3 placeholder rows while loading. */
export function PunishmentsTable({ punishments, loading, onOpen }: PunishmentsTableProps) {
  const t = useT("punishments");
  return (
    <Table hover responsive className="record-table punishments-table align-middle mb-0" aria-busy={loading}>
      <caption className="visually-hidden">{t("punishments.table.caption")}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column.label} scope="col">
              {t(column.label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={loading ? "placeholder-glow" : undefined}>
        {loading ? <PlaceholderRows t={t} /> : <Rows punishments={punishments ?? []} onOpen={onOpen} t={t} />}
      </tbody>
    </Table>
  );
}
