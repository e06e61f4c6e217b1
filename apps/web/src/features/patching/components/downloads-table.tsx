import type { PatchDownload } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { formatDateTime } from "../../../lib/format-date";
import { useFormatSize } from "../../../lib/format-size";
import { useT } from "../../../lib/i18n";

/** One page of the record: what each key fetched, from where, how much of it arrived. */
export function DownloadsTable({ downloads }: { downloads: PatchDownload[] }) {
  const t = useT("patching");
  const formatSize = useFormatSize();
  const label = {
    time: t("patching.columns.time"),
    key: t("patching.columns.key"),
    target: t("patching.columns.target"),
    version: t("patching.columns.version"),
    client: t("patching.columns.clientAddress"),
    bytes: t("patching.columns.bytes"),
    result: t("patching.columns.result"),
  };
  return (
    <Table responsive className="patching-table table-stacked mb-0" aria-label={t("patching.columns.downloads")}>
      <ColumnHeads columns={Object.values(label)} />
      <tbody>
        {downloads.map((download) => (
          <tr key={download.id}>
            <td data-label={label.time}>
              <time dateTime={download.created_at} className="text-nowrap">
                {formatDateTime(download.created_at)}
              </time>
            </td>
            <td data-label={label.key} className="text-break">
              {download.key_name}
              {download.key_revoked && (
                <Badge bg="secondary" className="ms-2">
                  {t("patching.status.revoked")}
                </Badge>
              )}
            </td>
            {/* A target name is one word of at most 32 characters: never split inside it. */}
            <td data-label={label.target} className="text-nowrap">
              {download.target}
            </td>
            <td data-label={label.version} className="text-break">
              <span>
                {download.version}
                <span className="d-block small text-body-secondary">
                  {download.patch_id === null
                    ? t("patching.downloads.deletedFile", { file: download.file_name })
                    : download.file_name}
                </span>
              </span>
            </td>
            <td data-label={label.client}>
              <code>{download.client_ip}</code>
            </td>
            <td data-label={label.bytes}>
              {/* One box: a stacked (phone) cell lays its children side by side. */}
              <span>
                {download.bytes === download.expected_bytes
                  ? formatSize(download.bytes)
                  : t("patching.downloads.partial", {
                      sent: formatSize(download.bytes),
                      expected: formatSize(download.expected_bytes),
                    })}
                {download.range && <span className="d-block small text-body-secondary">{download.range}</span>}
              </span>
            </td>
            <td data-label={label.result}>
              {download.completed ? (
                <Badge bg="success">{t("patching.status.completed")}</Badge>
              ) : (
                <Badge bg="warning" text="dark">
                  {t("patching.status.aborted")}
                </Badge>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
