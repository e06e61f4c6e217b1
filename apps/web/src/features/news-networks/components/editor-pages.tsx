import "./news-networks.css";
import { LIMITS } from "@bastion/shared";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { NotFoundPage } from "../../../components/errors/pages";
import { PageSpinner } from "../../../components/feedback/page-spinner";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { idFromUrl } from "../../../lib/id-from-url";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useCreateNewsNetwork } from "../api/create-news-network";
import { useEditNewsNetwork } from "../api/edit-news-network";
import { useNewsHome } from "../api/get-news-home";
import { useNewsNetwork } from "../api/get-news-network";
import { bodyOf, type NetworkFormValues, newNetworkValues, valuesOf } from "./form-values";
import { NetworkForm } from "./network-form";

function EditorFrame({ heading, children }: { heading: string; children: React.ReactNode }) {
  const t = useT("news-networks");
  return (
    <section className="container py-4 py-lg-5 news-editor-page">
      <Link to="/mycolony2/" className="d-inline-block mb-3 small">
        {t("news-networks.nav.back")}
      </Link>
      <h1 className="h2 mb-4">{heading}</h1>
      {children}
    </section>
  );
}

/** /mycolony2/news/create/: the form starts with an example in every list. */
export function CreateNewsNetworkPage() {
  const create = useCreateNewsNetwork();
  const home = useNewsHome();
  const fields = useFieldErrors();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const t = useT("news-networks");
  // The examples in the language shown when the form opens; a later change of language keeps what is typed.
  const [initial] = useState(() => newNetworkValues(t));
  const atLimit = (home.data?.total_news_networks ?? 0) >= LIMITS.newsNetworksPerUser;

  function handleSubmit(values: NetworkFormValues) {
    create.mutate(bodyOf(values), {
      onSuccess: ({ news_id }) => {
        alerts.show(t("news-networks.messages.created"), "success");
        navigate(`/mycolony2/news/${news_id}/`);
      },
      onError: (error) => {
        fields.showFrom(error);
        alerts.show(errorMessage(error, t("news-networks.messages.createFailed")));
      },
    });
  }

  return (
    <EditorFrame heading={t("news-networks.title.create")}>
      {atLimit && (
        <div className="alert alert-warning" role="status">
          {t("news-networks.editor.atLimit", { max: LIMITS.newsNetworksPerUser })}
        </div>
      )}
      <NetworkForm
        initial={initial}
        submitLabel={t("news-networks.editor.create")}
        busy={create.isPending}
        cancelTo="/mycolony2/"
        fields={fields}
        onSubmit={handleSubmit}
      />
    </EditorFrame>
  );
}

/** /mycolony2/news/edit/{id}/: the owner's network as stored; anyone else meets the 404 page. */
export function EditNewsNetworkPage() {
  const id = idFromUrl(useParams().idFromURL);
  const { data, error, isPending } = useNewsNetwork(id);
  const edit = useEditNewsNetwork();
  const fields = useFieldErrors();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const t = useT("news-networks");

  if (id === 0) return <NotFoundPage />;
  const errorPage = errorPageFor(error);
  if (errorPage) return errorPage;
  // The owner group may inspect anyone's network, but only its owner edits it (the server says 404).
  if (data && !data.can_edit) return <NotFoundPage />;

  function handleSubmit(values: NetworkFormValues) {
    edit.mutate(
      { id, ...bodyOf(values) },
      {
        onSuccess: () => {
          alerts.show(t("news-networks.messages.modified"), "success");
          navigate(`/mycolony2/news/${id}/`);
        },
        onError: (failure) => {
          fields.showFrom(failure);
          alerts.show(errorMessage(failure, t("news-networks.messages.updateFailed")));
        },
      },
    );
  }

  return (
    <EditorFrame heading={t("news-networks.title.edit")}>
      {isPending && <PageSpinner />}
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("news-networks.messages.fetchFailed"))}
        </div>
      )}
      {data && (
        <NetworkForm
          // A fresh form for each network (navigating from one edit page to another).
          key={data.id}
          initial={valuesOf(data)}
          submitLabel={t("news-networks.editor.save")}
          busy={edit.isPending}
          cancelTo={`/mycolony2/news/${id}/`}
          fields={fields}
          onSubmit={handleSubmit}
        />
      )}
    </EditorFrame>
  );
}
