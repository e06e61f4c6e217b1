import type { KeyDownloadTotals } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { formatDateTime } from "../../../lib/format-date";
import { useFormatSize } from "../../../lib/format-size";
import { useT } from "../../../lib/i18n";
import { useFormatNumber } from "./use-formats";

/** Each key that ever downloaded a patch, over every target, most recent first. */
export function KeyTotalsTable({ keys }: { keys: KeyDownloadTotals[] }) {
  const t = useT("patching");
  const formatSize = useFormatSize();
  const formatNumber = useFormatNumber();
  const label = {
    key: t("patching.columns.key"),
    downloads: t("patching.columns.downloads"),
    completed: t("patching.totals.completed"),
    aborted: t("patching.totals.aborted"),
    sent: t("patching.totals.dataSent"),
    last: t("patching.totals.lastDownload"),
  };
  return (
    <Table responsive className="patching-table table-stacked mb-0" aria-label={t("patching.apiDownloads.totals")}>
      <ColumnHeads columns={Object.values(label)} />
      <tbody>
        {keys.map((key) => (
          <tr key={key.key_id}>
            <td data-label={label.key} className="fw-semibold text-break">
              {key.key_name}
              {key.key_revoked && (
                <Badge bg="secondary" className="ms-2">
                  {t("patching.status.revoked")}
                </Badge>
              )}
            </td>
            <td data-label={label.downloads}>{formatNumber(key.downloads)}</td>
            <td data-label={label.completed}>{formatNumber(key.completed)}</td>
            <td data-label={label.aborted}>{formatNumber(key.aborted)}</td>
            <td data-label={label.sent}>{formatSize(key.bytes)}</td>
            <td data-label={label.last}>
              <time dateTime={key.last_download_at}>{formatDateTime(key.last_download_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
