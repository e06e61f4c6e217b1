import type { AppealListItem } from "@bastion/shared";
import Table from "react-bootstrap/Table";
import { useNavigate } from "react-router";
import { DateTime } from "../../../components/feedback/date-time";
import { rowLink } from "../../../components/feedback/row-link";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { StatusBadge } from "./status-badge";

interface AppealsTableProps {
  appeals: AppealListItem[];
  /** The administrators' lists add Submitted By, and the punished player and the reason (issue 18). */
  showSubmitter: boolean;
}

const COLUMNS = ["Punishment type", "Status", "Date Created", "Date Last Updated", "Last Updated By"];

/** Spec §2 columns; a row click or Enter opens the appeal. */
export function AppealsTable({ appeals, showSubmitter }: AppealsTableProps) {
  const navigate = useNavigate();

  return (
    <Table hover responsive className="record-table appeals-table-stacked align-middle mb-0">
      <thead>
        <tr>
          {showSubmitter && <th scope="col">Submitted By</th>}
          {showSubmitter && <th scope="col">Player</th>}
          {showSubmitter && <th scope="col">Reason</th>}
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {appeals.map((appeal) => (
          <tr
            key={appeal.id}
            className="clickable-row"
            title={`Open appeal #${appeal.id}`}
            {...rowLink(() => navigate(`/appeals/inspect/${appeal.id}/`))}
          >
            {showSubmitter && (
              <td data-label="Submitted By" title={appeal.submitted_by}>
                <span className="appeal-cut appeal-name">{appeal.submitted_by}</span>
              </td>
            )}
            {showSubmitter && (
              <td data-label="Player" className="fw-semibold" title={appeal.player}>
                <span className="appeal-cut appeal-name">{appeal.player}</span>
              </td>
            )}
            {showSubmitter && (
              <td data-label="Reason" title={appeal.reason}>
                <span className="appeal-cut appeal-reason">{appeal.reason}</span>
              </td>
            )}
            <td data-label="Punishment type">{appeal.punishment}</td>
            <td data-label="Status">
              <StatusBadge status={appeal.status} />
            </td>
            <td data-label="Date Created" className="appeal-date">
              <DateTime iso={appeal.date_created} />
            </td>
            <td data-label="Date Last Updated" className="appeal-date">
              <DateTime iso={appeal.date_last_updated} />
            </td>
            {/* Cut like the other names: a long one must not push the last columns off a desktop. */}
            <td data-label="Last Updated By" title={appeal.last_updated_by ?? undefined}>
              <span className="appeal-cut appeal-name">{appeal.last_updated_by ?? "—"}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Three placeholder rows while the list loads. */
export const AppealsTablePlaceholder = ({ showSubmitter }: { showSubmitter: boolean }) => (
  <TablePlaceholder className="record-table" columns={COLUMNS.length + (showSubmitter ? 3 : 0)} />
);
