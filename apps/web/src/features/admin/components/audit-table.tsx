import { AUDIT_ACTIONS, type AuditEntry } from "@bastion/shared";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { formatDateTime } from "../../../lib/format-date";

const show = (value: unknown) => {
  if (value === undefined || value === null || value === "") return "—";
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : "none";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

const words = (key: string) => key.replaceAll("_", " ");

/** Before and after, one line per field that the entry records. */
export function ChangeSummary({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <ul className="list-unstyled mb-0 admin-change">
      {keys.map((key) => {
        const had = entry.before !== null && key in entry.before;
        const has = entry.after !== null && key in entry.after;
        return (
          <li key={key}>
            <span className="text-body-secondary">{words(key)}:</span> {had && show(entry.before?.[key])}
            {had && has && " → "}
            {has && show(entry.after?.[key])}
          </li>
        );
      })}
    </ul>
  );
}

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
              <span className="fw-semibold">{entry.actor}</span>
              {entry.ip && <span className="d-block small text-body-secondary">{entry.ip}</span>}
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
