import { formatSize, PATCHING_MESSAGES, type Patch, type PatchTarget } from "@bastion/shared";
import { useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { CopyButton } from "../../../components/feedback/copy-button";
import { DownloadIcon } from "../../../components/feedback/download-icon";
import { TrashIcon } from "../../../components/feedback/trash-icon";
import "../../../components/layout/stacked-table.css";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useDeletePatch } from "../api/delete-patch";
import { useMakeCurrent } from "../api/make-current";
import { patchFileUrl } from "../api/patch-file-url";

const COLUMNS = ["Version", "File", "SHA-256", "Notes", "Published", "Downloads", ""];

/** A target's patches, newest first: which is current, and make current (roll back), download, delete. */
export function PatchesTable({ target, patches }: { target: PatchTarget; patches: Patch[] }) {
  const [promoting, setPromoting] = useState<Patch | null>(null);
  const [deleting, setDeleting] = useState<Patch | null>(null);
  const makeCurrent = useMakeCurrent();
  const remove = useDeletePatch();
  const alerts = useAlerts();

  function handleMakeCurrent() {
    if (!promoting) return;
    makeCurrent.mutate(promoting.id, {
      onSuccess: (answer) => alerts.show(answer.message, "success"),
      onError: (error) => alerts.show(errorMessage(error, PATCHING_MESSAGES.makeCurrentFailed)),
      onSettled: () => setPromoting(null),
    });
  }

  function handleDelete() {
    if (!deleting) return;
    const { version } = deleting;
    remove.mutate(deleting.id, {
      onSuccess: () => alerts.show(`Patch ${version} deleted.`, "success"),
      onError: (error) => alerts.show(errorMessage(error, PATCHING_MESSAGES.deleteFailed)),
      onSettled: () => setDeleting(null),
    });
  }

  // Rolling back (making an older patch current) is the reason this button exists: say so.
  const newerCurrent = (patch: Patch) => target.current !== null && target.current.id > patch.id;

  return (
    <>
      <Table responsive className="patching-table table-stacked mb-0">
        <ColumnHeads columns={COLUMNS} />
        <tbody>
          {patches.map((patch) => (
            <tr key={patch.id}>
              <td data-label="Version" className="patching-version fw-semibold text-break">
                <span>
                  {patch.version}
                  {patch.is_current && (
                    <Badge bg="success" className="ms-2">
                      Current
                    </Badge>
                  )}
                </span>
              </td>
              <td data-label="File" className="patching-file text-break">
                <span>
                  {patch.file_name}
                  <span className="d-block small text-body-secondary">{formatSize(patch.size)}</span>
                </span>
              </td>
              <td data-label="SHA-256">
                <span className="d-inline-flex align-items-center gap-2">
                  <code title={patch.sha256}>{patch.sha256.slice(0, 12)}…</code>
                  <CopyButton text={patch.sha256} label="Copy" size="sm" variant="outline-light" />
                </span>
              </td>
              <td data-label="Notes">
                {patch.notes ? (
                  <div className="patching-notes small">{patch.notes}</div>
                ) : (
                  <span className="text-body-secondary">None</span>
                )}
              </td>
              <td data-label="Published">
                <span>
                  <time dateTime={patch.published_at} className="text-nowrap">
                    {formatDateTime(patch.published_at)}
                  </time>
                  <span className="d-block small text-body-secondary">by {patch.published_by}</span>
                </span>
              </td>
              <td data-label="Downloads">{patch.downloads}</td>
              <td data-label="Actions" className="text-end">
                <span className="patching-actions">
                  {!patch.is_current && (
                    // The version is in the name for a screen reader, after the words shown (WCAG 2.5.3:
                    // a speech user says what they see). Outlined: the page's one primary is Publish.
                    <Button size="sm" variant="outline-light" onClick={() => setPromoting(patch)}>
                      {newerCurrent(patch) ? "Roll back" : "Make current"}{" "}
                      <span className="visually-hidden">
                        {newerCurrent(patch) ? `to ${patch.version}` : `(${patch.version})`}
                      </span>
                    </Button>
                  )}
                  <a
                    className="btn btn-sm btn-outline-light patching-icon"
                    href={patchFileUrl(patch.id)}
                    download={patch.file_name}
                    aria-label={`Download ${patch.version}`}
                    title="Download"
                  >
                    <DownloadIcon />
                  </a>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    className="patching-icon"
                    aria-label={`Delete ${patch.version}`}
                    title={patch.is_current ? "The current patch cannot be deleted" : "Delete"}
                    disabled={patch.is_current}
                    onClick={() => setDeleting(patch)}
                  >
                    <TrashIcon />
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog
        show={promoting !== null}
        title={`Make ${promoting?.version ?? ""} current`}
        confirmLabel="Make current"
        busyLabel="Saving…"
        confirmVariant="primary"
        busy={makeCurrent.isPending}
        onCancel={() => setPromoting(null)}
        onConfirm={handleMakeCurrent}
      >
        Make <strong>{promoting?.version}</strong> the current patch of {target.name}? Game servers install it at their
        next check
        {target.current ? `, in place of ${target.current.version}` : ""}.
      </ConfirmDialog>
      <ConfirmDialog
        show={deleting !== null}
        title="Delete patch"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={handleDelete}
      >
        Are you sure you want to delete <strong>{deleting?.version}</strong> ({deleting?.file_name})? Its file is
        removed; the record of its downloads stays. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
