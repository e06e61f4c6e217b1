import type { ApiKey } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { formatDateTime } from "../../../lib/format-date";

const COLUMNS = ["Name", "Key", "Scopes", "Created", "Last used", "Status", ""];

const at = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** Every key, live ones first; a live key can be revoked. */
export function KeysTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke(key: ApiKey): void }) {
  return (
    <Table responsive className="api-keys-table table-stacked align-middle mb-0">
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {keys.map((key) => (
          <tr key={key.id} className={key.revoked_at ? "text-body-secondary" : undefined}>
            <td data-label="Name" className="fw-semibold api-keys-name">
              {key.name}
            </td>
            <td data-label="Key">
              <code>{key.prefix}…</code>
            </td>
            <td data-label="Scopes">
              <span>
                {key.scopes.join(", ")}
                {key.scopes.includes("patches:read") && (
                  <span className="d-block small text-body-secondary">
                    {key.targets.length > 0
                      ? `Targets: ${key.targets.map((target) => target.name).join(", ")}`
                      : "Targets: all"}
                  </span>
                )}
              </span>
            </td>
            {/* Each cell's value is one element: on a phone the cell is a flex row of label and value. */}
            <td data-label="Created">
              <span>
                {at(key.created_at)}
                <span className="d-block small text-body-secondary">by {key.created_by ?? "unknown"}</span>
              </span>
            </td>
            <td data-label="Last used">
              {key.last_used_at ? (
                <span>
                  {at(key.last_used_at)}
                  {key.last_used_ip && (
                    <span className="d-block small text-body-secondary">from {key.last_used_ip}</span>
                  )}
                </span>
              ) : (
                "Never"
              )}
            </td>
            <td data-label="Status">
              {key.revoked_at ? (
                <span>
                  <Badge bg="secondary">Revoked</Badge>
                  <span className="d-block small">{at(key.revoked_at)}</span>
                </span>
              ) : (
                <Badge bg="success">Live</Badge>
              )}
            </td>
            <td data-label="Actions" className="text-end">
              {!key.revoked_at && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onRevoke(key)}
                  aria-label={`Revoke ${key.name}`}
                >
                  Revoke
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
