import type { Patch, PatchTarget } from "@bastion/shared";
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
import { useFormatSize } from "../../../lib/format-size";
import { Trans, useT } from "../../../lib/i18n";
import { useDeletePatch } from "../api/delete-patch";
import { useMakeCurrent } from "../api/make-current";
import { patchFileUrl } from "../api/patch-file-url";
import { useFormatNumber } from "./use-formats";

/** A target's patches, newest first: which is current, and make current (roll back), download, delete. */
export function PatchesTable({ target, patches }: { target: PatchTarget; patches: Patch[] }) {
  const [promoting, setPromoting] = useState<Patch | null>(null);
  const [deleting, setDeleting] = useState<Patch | null>(null);
  const makeCurrent = useMakeCurrent();
  const remove = useDeletePatch();
  const alerts = useAlerts();
  const t = useT("patching");
  const formatSize = useFormatSize();
  const formatNumber = useFormatNumber();
  const label = {
    version: t("patching.columns.version"),
    file: t("patching.columns.file"),
    notes: t("patching.columns.notes"),
    published: t("patching.columns.published"),
    downloads: t("patching.columns.downloads"),
  };
  const columns = [label.version, label.file, "SHA-256", label.notes, label.published, label.downloads, ""];

  function handleMakeCurrent() {
    if (!promoting) return;
    makeCurrent.mutate(promoting.id, {
      onSuccess: (answer) => alerts.show(answer.message, "success"),
      onError: (error) => alerts.show(errorMessage(error, t("patching.messages.makeCurrentFailed"))),
      onSettled: () => setPromoting(null),
    });
  }

  function handleDelete() {
    if (!deleting) return;
    const { version } = deleting;
    remove.mutate(deleting.id, {
      onSuccess: () => alerts.show(t("patching.messages.patchDeleted", { version }), "success"),
      onError: (error) => alerts.show(errorMessage(error, t("patching.messages.deleteFailed"))),
      onSettled: () => setDeleting(null),
    });
  }

  // Rolling back (making an older patch current) is the reason this button exists: say so.
  const newerCurrent = (patch: Patch) => target.current !== null && target.current.id > patch.id;

  return (
    <>
      <Table responsive className="patching-table table-stacked mb-0">
        <ColumnHeads columns={columns} />
        <tbody>
          {patches.map((patch) => (
            <tr key={patch.id}>
              <td data-label={label.version} className="patching-version fw-semibold text-break">
                <span>
                  {patch.version}
                  {patch.is_current && (
                    <Badge bg="success" className="ms-2">
                      {t("patching.patches.current")}
                    </Badge>
                  )}
                </span>
              </td>
              <td data-label={label.file} className="patching-file text-break">
                <span>
                  {patch.file_name}
                  <span className="d-block small text-body-secondary">{formatSize(patch.size)}</span>
                </span>
              </td>
              <td data-label="SHA-256">
                <span className="d-inline-flex align-items-center gap-2">
                  <code title={patch.sha256}>{patch.sha256.slice(0, 12)}…</code>
                  <CopyButton
                    text={patch.sha256}
                    label={t("patching.patches.copy")}
                    size="sm"
                    variant="outline-light"
                  />
                </span>
              </td>
              <td data-label={label.notes}>
                {patch.notes ? (
                  <div className="patching-notes small">{patch.notes}</div>
                ) : (
                  <span className="text-body-secondary">{t("patching.patches.noNotes")}</span>
                )}
              </td>
              <td data-label={label.published}>
                <span>
                  <time dateTime={patch.published_at} className="text-nowrap">
                    {formatDateTime(patch.published_at)}
                  </time>
                  <span className="d-block small text-body-secondary">
                    {t("patching.patches.by", { user: patch.published_by })}
                  </span>
                </span>
              </td>
              <td data-label={label.downloads}>{formatNumber(patch.downloads)}</td>
              <td data-label={t("patching.columns.actions")} className="text-end">
                <span className="patching-actions">
                  {!patch.is_current && (
                    // The version is in the name for a screen reader, after the words shown (WCAG 2.5.3:
                    // a speech user says what they see). Outlined: the page's one primary is Publish.
                    <Button size="sm" variant="outline-light" onClick={() => setPromoting(patch)}>
                      <Trans
                        id={newerCurrent(patch) ? "patching.patches.rollBack" : "patching.patches.makeCurrent"}
                        values={{ version: patch.version }}
                        components={{ 0: <span className="visually-hidden" /> }}
                      />
                    </Button>
                  )}
                  <a
                    className="btn btn-sm btn-outline-light patching-icon"
                    href={patchFileUrl(patch.id)}
                    download={patch.file_name}
                    aria-label={t("patching.patches.downloadLabel", { version: patch.version })}
                    title={t("patching.patches.download")}
                  >
                    <DownloadIcon />
                  </a>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    className="patching-icon"
                    aria-label={t("patching.patches.deleteLabel", { version: patch.version })}
                    title={patch.is_current ? t("patching.patches.cannotDelete") : t("patching.patches.delete")}
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
        title={t("patching.patches.makeCurrentTitle", { version: promoting?.version ?? "" })}
        confirmLabel={t("patching.patches.makeCurrentConfirm")}
        busyLabel={t("patching.patches.saving")}
        confirmVariant="primary"
        busy={makeCurrent.isPending}
        onCancel={() => setPromoting(null)}
        onConfirm={handleMakeCurrent}
      >
        <Trans
          id={target.current ? "patching.patches.makeCurrentBody" : "patching.patches.makeCurrentBodyFirst"}
          values={{ version: promoting?.version ?? "", target: target.name, current: target.current?.version ?? "" }}
          components={{ 0: <strong /> }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        show={deleting !== null}
        title={t("patching.patches.deleteTitle")}
        confirmLabel={t("patching.patches.delete")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={handleDelete}
      >
        <Trans
          id="patching.patches.deleteBody"
          values={{ version: deleting?.version ?? "", file: deleting?.file_name ?? "" }}
          components={{ 0: <strong /> }}
        />
      </ConfirmDialog>
    </>
  );
}
