import type { AuditEntry } from "@bastion/shared";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { formatDateTime } from "../../../lib/format-date";
import { type Translate, useT } from "../../../lib/i18n";
import { actionText } from "./audit-action-words";
import { actorKindText } from "./audit-actor";
import { ChangeSummary } from "./audit-change";
import { auditTargetText } from "./audit-target";

const columnsOf = (t: Translate) => ({
  when: t("admin-audit.column.when"),
  who: t("admin-audit.column.who"),
  action: t("admin-audit.column.action"),
  target: t("admin-audit.column.target"),
  change: t("admin-audit.column.change"),
});
const COLUMN_COUNT = 5;

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const t = useT("admin-audit");
  const columns = columnsOf(t);
  return (
    <Table responsive className="admin-table table-stacked align-middle mb-0">
      <ColumnHeads columns={Object.values(columns)} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={columns.when}>
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </td>
            <td data-label={columns.who}>
              {/* Kind and id under the name: an account named "cli" is not the CLI (issue 26.9). */}
              <span>
                <span className="fw-semibold">{entry.actor}</span>
                <span className="d-block small text-body-secondary">
                  {actorKindText(t, { kind: entry.actor_kind, id: entry.actor_id, deleted: entry.actor_deleted })}
                </span>
                {entry.ip && <span className="d-block small text-body-secondary">{entry.ip}</span>}
              </span>
            </td>
            <td data-label={columns.action} className="admin-wrap">
              {actionText(t, entry.action)}
            </td>
            <td data-label={columns.target} className="admin-wrap">
              {auditTargetText(t, entry)}
            </td>
            <td data-label={columns.change} className="admin-wrap">
              <ChangeSummary entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export const AuditTablePlaceholder = () => <TablePlaceholder className="admin-table" columns={COLUMN_COUNT} />;
