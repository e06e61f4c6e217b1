import type { PunishmentListItem } from "@bastion/shared";
import type { KeyboardEvent } from "react";
import Table from "react-bootstrap/Table";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format-date";
import { TypeBadge } from "./type-badge";
import { Until } from "./until-cell";

const COLUMNS = ["Player", "Type", "Reason", "Issued By", "Date", "Until"] as const;
const CELL_CLASS: Record<(typeof COLUMNS)[number], string> = {
  Player: "cell-player",
  Type: "cell-type",
  Reason: "cell-reason",
  "Issued By": "cell-issuer",
  Date: "cell-date",
  Until: "cell-until",
};

interface PunishmentsTableProps {
  punishments: PunishmentListItem[] | undefined;
  loading: boolean;
  /** Opens a punishment (a row click, or Enter on a focused row). */
  onOpen(id: number): void;
}

function Rows({ punishments, onOpen }: { punishments: PunishmentListItem[]; onOpen(id: number): void }) {
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
      title={`Open the ${punishment.type.toLowerCase()} of ${punishment.player}`}
      onClick={() => onOpen(punishment.id)}
      onKeyDown={(event) => handleKeyDown(event, punishment.id)}
    >
      <td data-label="Player" className="cell-player fw-semibold">
        {/* A real link too, for opening in a new tab; the row is the keyboard stop. */}
        <Link to={`/punished/${punishment.id}/`} tabIndex={-1} className="link-body-emphasis text-decoration-none">
          {punishment.player}
        </Link>
      </td>
      <td data-label="Type" className="cell-type">
        <TypeBadge type={punishment.type} />
      </td>
      <td data-label="Reason" className="cell-reason punishment-reason" title={punishment.reason}>
        <span className="punishment-reason-text">{punishment.reason}</span>
      </td>
      <td data-label="Issued By" className="cell-issuer">
        {punishment.actioned_by}
      </td>
      <td data-label="Date" className="cell-date">
        <time dateTime={punishment.date}>{formatDateTime(punishment.date)}</time>
      </td>
      <td data-label="Until" className="cell-until">
        <Until type={punishment.type} until={punishment.until} />
      </td>
    </tr>
  ));
}

function PlaceholderRows() {
  return [0, 1, 2].map((row) => (
    <tr key={row} className="placeholder-row" data-testid="placeholder-row">
      {COLUMNS.map((column) => (
        <td key={column} data-label={column} className={CELL_CLASS[column]}>
          <span className="placeholder col-8" aria-hidden="true" />
        </td>
      ))}
    </tr>
  ));
}

/** Spec §2: Player, Type, Reason (truncated), Issued By, Date, Until; 3 placeholder rows while loading. */
export function PunishmentsTable({ punishments, loading, onOpen }: PunishmentsTableProps) {
  return (
    <Table hover responsive className="record-table punishments-table align-middle mb-0" aria-busy={loading}>
      <caption className="visually-hidden">Punishments, newest first</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={loading ? "placeholder-glow" : undefined}>
        {loading ? <PlaceholderRows /> : <Rows punishments={punishments ?? []} onOpen={onOpen} />}
      </tbody>
    </Table>
  );
}
