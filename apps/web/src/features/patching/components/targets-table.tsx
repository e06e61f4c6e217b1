import type { PatchTarget } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import Table from "react-bootstrap/Table";
import { Link } from "react-router";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { RenameTargetButton } from "./rename-target-button";
import { targetPath } from "./target-path";
import { useFormatNumber } from "./use-formats";

/** Every target by name: its current patch and how many it has; open one, or rename it. */
export function TargetsTable({ targets, onRename }: { targets: PatchTarget[]; onRename(target: PatchTarget): void }) {
  const t = useT("patching");
  const formatNumber = useFormatNumber();
  const columns = [t("patching.columns.target"), t("patching.columns.currentPatch"), t("patching.columns.patches"), ""];
  return (
    <Table responsive className="patching-table table-stacked mb-0">
      <ColumnHeads columns={columns} />
      <tbody>
        {targets.map((target) => (
          <tr key={target.id}>
            <td data-label={t("patching.columns.target")} className="fw-semibold text-break">
              <Link to={targetPath(target.name)}>{target.name}</Link>
            </td>
            <td data-label={t("patching.columns.currentPatch")}>
              {target.current ? (
                <span>
                  <Badge bg="success" className="me-2">
                    {target.current.version}
                  </Badge>
                  <span className="small text-body-secondary">
                    <time dateTime={target.current.published_at}>{formatDateTime(target.current.published_at)}</time>
                  </span>
                </span>
              ) : (
                <span className="text-body-secondary">{t("patching.noneYet")}</span>
              )}
            </td>
            <td data-label={t("patching.columns.patches")}>{formatNumber(target.patch_count)}</td>
            <td data-label={t("patching.columns.actions")} className="text-end">
              <RenameTargetButton name={target.name} onClick={() => onRename(target)} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
