import { AUDIT_ACTIONS, type AuditEntry } from "@bastion/shared";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { formatDateTime } from "../../../lib/format-date";
import { actorKindText } from "./audit-actor";
import { ChangeSummary } from "./audit-change";

const COLUMNS = ["When", "Who", "Action", "Target", "Change"];

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table responsive className="admin-table table-stacked align-middle mb-0">
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </td>
            <td data-label="Who">
              {/* Kind and id under the name: an account named "cli" is not the CLI (issue 26.9). */}
              <span>
                <span className="fw-semibold">{entry.actor}</span>
                <span className="d-block small text-body-secondary">
                  {actorKindText({ kind: entry.actor_kind, id: entry.actor_id, deleted: entry.actor_deleted })}
                </span>
                {entry.ip && <span className="d-block small text-body-secondary">{entry.ip}</span>}
              </span>
            </td>
            <td data-label="Action" className="admin-wrap">
              {AUDIT_ACTIONS[entry.action as keyof typeof AUDIT_ACTIONS] ?? entry.action}
            </td>
            <td data-label="Target" className="admin-wrap">
              {entry.target}
            </td>
            <td data-label="Change" className="admin-wrap">
              <ChangeSummary entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export const AuditTablePlaceholder = () => <TablePlaceholder className="admin-table" columns={COLUMNS.length} />;
