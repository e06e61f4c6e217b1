import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useNavigate, useParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { NotFoundPage } from "../../../components/errors/pages";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { PageSpinner } from "../../../components/feedback/page-spinner";
import { usePageTitle } from "../../../components/routing/page-title";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { idFromUrl } from "../../../lib/id-from-url";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useDeletePage } from "../api/delete-page";
import { usePageDetail } from "../api/get-page-detail";
import { useSavePage } from "../api/save-page";
import { PageForm, type PageFormValues } from "./page-form";
import { StateBadge } from "./page-state";
import { RevisionsList } from "./revisions-list";
import "./pages.css";

const EMPTY: PageFormValues = {
  title: "",
  slug: "",
  content: "",
  visibility: "everyone",
  groups: [],
  published: false,
};

/** /admin/pages/new/: a page starts as a draft for everyone. */
export function NewPagePage() {
  const t = useT("pages");
  const save = useSavePage();
  const fields = useFieldErrors();
  const alerts = useAlerts();
  const navigate = useNavigate();

  function handleSubmit(body: PageFormValues) {
    save.mutate(body, {
      onSuccess: (answer) => {
        alerts.show(answer.message, "success");
        navigate(`/admin/pages/${answer.page.id}/`);
      },
      onError: (error) => {
        fields.showFrom(error);
        alerts.show(errorMessage(error, t("pages.editor.createError")));
      },
    });
  }

  return (
    <section className="page-editor">
      <h2 className="h3 mb-4">{t("pages.editor.newHeading")}</h2>
      <PageForm
        initial={EMPTY}
        isNew
        submitLabel={t("pages.editor.create")}
        busy={save.isPending}
        cancelTo="/admin/pages/"
        fields={fields}
        onSubmit={handleSubmit}
      />
    </section>
  );
}

/** /admin/pages/{id}/: the page's form, its revisions, and deleting it. */
export function EditPagePage() {
  const t = useT("pages");
  const id = idFromUrl(useParams().id);
  const { data, error, isPending } = usePageDetail(id);
  const save = useSavePage();
  const remove = useDeletePage();
  const fields = useFieldErrors();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(data ? t("pages.editor.documentTitle", { title: data.title }) : undefined);

  if (id === 0) return <NotFoundPage />;
  const errorPage = errorPageFor(error);
  if (errorPage) return errorPage;

  function handleSubmit(body: PageFormValues) {
    save.mutate(
      { id, ...body },
      {
        onSuccess: (answer) => alerts.show(answer.message, "success"),
        onError: (failure) => {
          fields.showFrom(failure);
          alerts.show(errorMessage(failure, t("pages.editor.saveError")));
        },
      },
    );
  }

  function handleDelete() {
    remove.mutate(id, {
      onSuccess: (answer) => {
        alerts.show(answer.message, "success");
        navigate("/admin/pages/");
      },
      onError: (failure) => {
        setConfirming(false);
        alerts.show(errorMessage(failure, t("pages.editor.deleteError")));
      },
    });
  }

  return (
    <section className="page-editor">
      {isPending && <PageSpinner />}
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("pages.error.fetchPage"))}
        </div>
      )}
      {data && (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
            <h2 className="h3 mb-0 me-auto text-break">{t("pages.editor.editHeading")}</h2>
            <StateBadge published={data.published} />
            {data.published && (
              <Link to={`/p/${data.slug}/`} className="small">
                {t("pages.editor.view", { path: `/p/${data.slug}/` })}
              </Link>
            )}
          </div>
          {/* Keyed by the last change: a restore gives the form the restored text. */}
          <PageForm
            key={data.updated_at}
            initial={data}
            isNew={false}
            submitLabel={t("pages.editor.save")}
            busy={save.isPending}
            cancelTo="/admin/pages/"
            fields={fields}
            onSubmit={handleSubmit}
          />
          <RevisionsList pageId={id} />
          <section className="mt-5 pt-3 border-top" aria-labelledby="delete-page-heading">
            <h3 id="delete-page-heading" className="h5 text-danger-emphasis">
              {t("pages.delete.heading")}
            </h3>
            <p className="text-body-secondary">{t("pages.delete.text")}</p>
            <Button variant="outline-danger" onClick={() => setConfirming(true)}>
              {t("pages.delete.button")}
            </Button>
          </section>
          <ConfirmDialog
            show={confirming}
            title={t("pages.delete.title")}
            confirmLabel={t("pages.delete.confirm")}
            busyLabel={t("pages.delete.busy")}
            busy={remove.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={handleDelete}
          >
            {t("pages.delete.question", { title: data.title })}
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
