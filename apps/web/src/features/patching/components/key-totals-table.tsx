import { formatSize, type KeyDownloadTotals } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { formatDateTime } from "../../../lib/format-date";

const COLUMNS = ["Key", "Downloads", "Completed", "Aborted", "Data sent", "Last download"];

/** Each key that ever downloaded a patch, over every target, most recent first. */
export function KeyTotalsTable({ keys }: { keys: KeyDownloadTotals[] }) {
  return (
    <Table responsive className="patching-table table-stacked mb-0" aria-label="Totals per key">
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {keys.map((key) => (
          <tr key={key.key_id}>
            <td data-label="Key" className="fw-semibold text-break">
              {key.key_name}
              {key.key_revoked && (
                <Badge bg="secondary" className="ms-2">
                  Revoked
                </Badge>
              )}
            </td>
            <td data-label="Downloads">{key.downloads}</td>
            <td data-label="Completed">{key.completed}</td>
            <td data-label="Aborted">{key.aborted}</td>
            <td data-label="Data sent">{formatSize(key.bytes)}</td>
            <td data-label="Last download">
              <time dateTime={key.last_download_at}>{formatDateTime(key.last_download_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
