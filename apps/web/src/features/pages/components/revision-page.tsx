import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useNavigate, useParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { NotFoundPage } from "../../../components/errors/pages";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { PageSpinner } from "../../../components/feedback/page-spinner";
import { RichContent } from "../../../components/rich-text/rich-content";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { idFromUrl } from "../../../lib/id-from-url";
import { useRevision } from "../api/get-revision";
import { useRestoreRevision } from "../api/restore-revision";
import { visibilityText } from "./page-state";
import "./pages.css";

/** /admin/pages/{id}/revisions/{revision}/: one saved version as it read, and restoring it. */
export function RevisionPage() {
  const t = useT("pages");
  const params = useParams();
  const id = idFromUrl(params.id);
  const revisionId = idFromUrl(params.revision);
  const { data, error, isPending } = useRevision(id, revisionId);
  const restore = useRestoreRevision();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (id === 0 || revisionId === 0) return <NotFoundPage />;
  const errorPage = errorPageFor(error);
  if (errorPage) return errorPage;

  function handleRestore() {
    restore.mutate(
      { id, revision: revisionId },
      {
        onSuccess: (answer) => {
          alerts.show(answer.message, "success");
          navigate(`/admin/pages/${id}/`);
        },
        onError: (failure) => {
          setConfirming(false);
          alerts.show(errorMessage(failure, t("pages.revision.restoreError")));
        },
      },
    );
  }

  return (
    <section className="page-editor">
      <Link to={`/admin/pages/${id}/`} className="d-inline-block mb-3 small">
        {t("pages.revision.back")}
      </Link>
      {isPending && <PageSpinner />}
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("pages.revision.fetchError"))}
        </div>
      )}
      {data && (
        <>
          <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
            <div className="me-auto">
              <h2 className="h3 mb-1 text-break">{t("pages.revision.heading", { title: data.page_title })}</h2>
              <p className="text-body-secondary mb-0">
                {data.author === null
                  ? t("pages.revision.savedBySite", {
                      date: formatDateTime(data.created_at, "long"),
                      visibility: visibilityText(data, t),
                    })
                  : t("pages.revision.saved", {
                      date: formatDateTime(data.created_at, "long"),
                      author: data.author,
                      visibility: visibilityText(data, t),
                    })}
              </p>
            </div>
            <Button variant="primary" onClick={() => setConfirming(true)}>
              {t("pages.revision.restore")}
            </Button>
          </div>
          <article className="border rounded-3 p-3 p-md-4">
            <h3 className="h2 mb-4">{data.title}</h3>
            <RichContent html={data.content} />
          </article>
          <ConfirmDialog
            show={confirming}
            title={t("pages.revision.dialog.title")}
            confirmLabel={t("pages.revision.dialog.confirm")}
            busyLabel={t("pages.revision.dialog.busy")}
            confirmVariant="primary"
            busy={restore.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={handleRestore}
          >
            {t("pages.revision.dialog.text")}
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
