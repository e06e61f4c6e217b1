import type { AppealListItem } from "@bastion/shared";
import Table from "react-bootstrap/Table";
import { useNavigate } from "react-router";
import { DateTime } from "../../../components/feedback/date-time";
import { rowLink } from "../../../components/feedback/row-link";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { useT } from "../../../lib/i18n";
import { TYPE_LABEL } from "./labels";
import { StatusBadge } from "./status-badge";

interface AppealsTableProps {
  appeals: AppealListItem[];
  /** The administrators' lists add Submitted By, and the punished player and the reason (issue 18). */
  showSubmitter: boolean;
}

/** Spec §2's columns, as message ids; the administrators' lists put three more before them. */
const COLUMNS = [
  "appeals.table.type",
  "appeals.table.status",
  "appeals.table.created",
  "appeals.table.updated",
  "appeals.table.updatedBy",
];

/** Spec §2 columns; a row click or Enter opens the appeal. */
export function AppealsTable({ appeals, showSubmitter }: AppealsTableProps) {
  const t = useT("appeals");
  const navigate = useNavigate();

  return (
    <Table hover responsive className="record-table appeals-table-stacked align-middle mb-0">
      <thead>
        <tr>
          {showSubmitter && <th scope="col">{t("appeals.table.submittedBy")}</th>}
          {showSubmitter && <th scope="col">{t("appeals.table.player")}</th>}
          {showSubmitter && <th scope="col">{t("appeals.table.reason")}</th>}
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {appeals.map((appeal) => (
          <tr
            key={appeal.id}
            className="clickable-row"
            title={t("appeals.table.open", { id: appeal.id })}
            {...rowLink(() => navigate(`/appeals/inspect/${appeal.id}/`))}
          >
            {showSubmitter && (
              <td data-label={t("appeals.table.submittedBy")} title={appeal.submitted_by}>
                <span className="appeal-cut appeal-name">{appeal.submitted_by}</span>
              </td>
            )}
            {showSubmitter && (
              <td data-label={t("appeals.table.player")} className="fw-semibold" title={appeal.player}>
                <span className="appeal-cut appeal-name">{appeal.player}</span>
              </td>
            )}
            {showSubmitter && (
              <td data-label={t("appeals.table.reason")} title={appeal.reason}>
                <span className="appeal-cut appeal-reason">{appeal.reason}</span>
              </td>
            )}
            <td data-label={t("appeals.table.type")}>{t(TYPE_LABEL[appeal.punishment])}</td>
            <td data-label={t("appeals.table.status")}>
              <StatusBadge status={appeal.status} />
            </td>
            <td data-label={t("appeals.table.created")} className="appeal-date">
              <DateTime iso={appeal.date_created} />
            </td>
            <td data-label={t("appeals.table.updated")} className="appeal-date">
              <DateTime iso={appeal.date_last_updated} />
            </td>
            {/* Cut like the other names: a long one must not push the last columns off a desktop. */}
            <td data-label={t("appeals.table.updatedBy")} title={appeal.last_updated_by ?? undefined}>
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
