import type { ApiKey } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";

const at = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** Every key, live ones first; a live key can be revoked. */
export function KeysTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke(key: ApiKey): void }) {
  const t = useT("api-keys");
  const label = {
    name: t("api-keys.table.name"),
    key: t("api-keys.table.key"),
    scopes: t("api-keys.table.scopes"),
    created: t("api-keys.table.created"),
    lastUsed: t("api-keys.table.lastUsed"),
    status: t("api-keys.table.status"),
  };
  return (
    <Table responsive className="api-keys-table table-stacked align-middle mb-0">
      {/* The last column, of actions, is named for screen readers only. */}
      <ColumnHeads columns={[...Object.values(label), ""]} />
      <tbody>
        {keys.map((key) => (
          <tr key={key.id} className={key.revoked_at ? "text-body-secondary" : undefined}>
            <td data-label={label.name} className="fw-semibold api-keys-name">
              {key.name}
            </td>
            <td data-label={label.key}>
              <code>{key.prefix}…</code>
            </td>
            <td data-label={label.scopes}>
              <span>
                {key.scopes.join(", ")}
                {key.scopes.includes("patches:read") && (
                  <span className="d-block small text-body-secondary">
                    {key.targets.length > 0
                      ? t("api-keys.table.targets", { targets: key.targets.map((target) => target.name).join(", ") })
                      : t("api-keys.table.allTargets")}
                  </span>
                )}
              </span>
            </td>
            {/* Each cell's value is one element: on a phone the cell is a flex row of label and value. */}
            <td data-label={label.created}>
              <span>
                {at(key.created_at)}
                <span className="d-block small text-body-secondary">
                  {key.created_by
                    ? t("api-keys.table.createdBy", { user: key.created_by })
                    : t("api-keys.table.createdByUnknown")}
                </span>
              </span>
            </td>
            <td data-label={label.lastUsed}>
              {key.last_used_at ? (
                <span>
                  {at(key.last_used_at)}
                  {key.last_used_ip && (
                    <span className="d-block small text-body-secondary">
                      {t("api-keys.table.usedFrom", { ip: key.last_used_ip })}
                    </span>
                  )}
                </span>
              ) : (
                t("api-keys.table.never")
              )}
            </td>
            <td data-label={label.status}>
              {key.revoked_at ? (
                <span>
                  <Badge bg="secondary">{t("api-keys.table.revoked")}</Badge>
                  <span className="d-block small">{at(key.revoked_at)}</span>
                </span>
              ) : (
                <Badge bg="success">{t("api-keys.table.live")}</Badge>
              )}
            </td>
            <td data-label={t("api-keys.table.actions")} className="text-end">
              {!key.revoked_at && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onRevoke(key)}
                  aria-label={t("api-keys.table.revokeKey", { name: key.name })}
                >
                  {t("api-keys.table.revoke")}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
