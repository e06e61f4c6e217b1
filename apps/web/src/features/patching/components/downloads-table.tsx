import { formatSize, type PatchDownload } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { formatDateTime } from "../../../lib/format-date";

const COLUMNS = ["Time", "Key", "Target", "Version", "Client address", "Bytes", "Result"];

/** One page of the record: what each key fetched, from where, how much of it arrived. */
export function DownloadsTable({ downloads }: { downloads: PatchDownload[] }) {
  return (
    <Table responsive className="patching-table table-stacked mb-0" aria-label="Downloads">
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {downloads.map((download) => (
          <tr key={download.id}>
            <td data-label="Time">
              <time dateTime={download.created_at} className="text-nowrap">
                {formatDateTime(download.created_at)}
              </time>
            </td>
            <td data-label="Key" className="text-break">
              {download.key_name}
              {download.key_revoked && (
                <Badge bg="secondary" className="ms-2">
                  Revoked
                </Badge>
              )}
            </td>
            {/* A target name is one word of at most 32 characters: never split inside it. */}
            <td data-label="Target" className="text-nowrap">
              {download.target}
            </td>
            <td data-label="Version" className="text-break">
              <span>
                {download.version}
                <span className="d-block small text-body-secondary">
                  {download.file_name}
                  {download.patch_id === null ? " (deleted)" : ""}
                </span>
              </span>
            </td>
            <td data-label="Client address">
              <code>{download.client_ip}</code>
            </td>
            <td data-label="Bytes">
              {/* One box: a stacked (phone) cell lays its children side by side. */}
              <span>
                {download.bytes === download.expected_bytes
                  ? formatSize(download.bytes)
                  : `${formatSize(download.bytes)} of ${formatSize(download.expected_bytes)}`}
                {download.range && <span className="d-block small text-body-secondary">{download.range}</span>}
              </span>
            </td>
            <td data-label="Result">
              {download.completed ? (
                <Badge bg="success">Completed</Badge>
              ) : (
                <Badge bg="warning" text="dark">
                  Aborted
                </Badge>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
