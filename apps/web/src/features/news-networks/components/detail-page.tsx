import "./news-networks.css";
import { Link, useParams } from "react-router";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { NotFoundPage } from "../../../components/errors/pages";
import { usePageTitle } from "../../../components/routing/page-title";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n";
import { idFromUrl } from "../../../lib/id-from-url";
import { useNewsNetwork } from "../api/get-news-network";
import { CopyUrl } from "./copy-url";
import { NetworkActions } from "./network-actions";
import { NetworkFacts } from "./network-facts";
import { NetworkLogo } from "./network-logo";
import { NetworkTemplates } from "./network-templates";

function DetailPlaceholder() {
  return (
    <div className="placeholder-glow" aria-hidden="true">
      <div className="d-flex gap-3 align-items-center mb-4">
        <div className="placeholder rounded-4" style={{ width: 96, height: 96 }} />
        <div className="placeholder placeholder-lg col-6" style={{ height: "2.5rem" }} />
      </div>
      <div className="placeholder col-12 d-block mb-4" style={{ height: "4rem" }} />
      <div className="placeholder col-10 d-block mb-2" />
      <div className="placeholder col-8 d-block mb-2" />
    </div>
  );
}

/** /mycolony2/news/{id}/: every field, the feed URL to copy, and the owner's edit and delete icons. */
export function NewsNetworkDetailPage() {
  const id = idFromUrl(useParams().idFromURL);
  const { data, isPending, error } = useNewsNetwork(id);
  const t = useT("news-networks");
  usePageTitle(data?.network_name);

  if (id === 0) return <NotFoundPage />;
  const errorPage = errorPageFor(error);
  if (errorPage) return errorPage;

  return (
    <div className="container py-4 py-lg-5 news-detail-page">
      <Link to="/mycolony2/" className="d-inline-block mb-3 small">
        {t("news-networks.nav.back")}
      </Link>
      {isPending && <DetailPlaceholder />}
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("news-networks.messages.fetchFailed"))}
        </div>
      )}
      {data && (
        <>
          <header className="news-detail-header d-flex align-items-start gap-3 mb-4">
            <NetworkLogo network={data} />
            <div className="flex-grow-1 min-w-0">
              <h1 className="h2 mb-1 text-break">{data.network_name}</h1>
              <p className="text-body-secondary mb-0 text-break">{data.network_name_on_website}</p>
              {!data.can_edit && (
                <p className="small text-body-secondary mb-0">
                  {t("news-networks.detail.madeBy", { owner: data.owner })}
                </p>
              )}
            </div>
            {data.can_edit && <NetworkActions id={data.id} name={data.network_name} />}
          </header>

          <section className="card mb-4" aria-labelledby="feed-url-heading">
            <div className="card-body">
              <h2 id="feed-url-heading" className="h5">
                {t("news-networks.feed.url")}
              </h2>
              <p className="small text-body-secondary">
                <Trans id="news-networks.detail.feedHelp" components={{ 0: <Link to="/mycolony2/news/how-to/" /> }} />
              </p>
              <CopyUrl url={data.url_to_copy} />
            </div>
          </section>

          <NetworkFacts network={data} />
          <NetworkTemplates network={data} />
          <p className="small text-body-secondary">
            {t("news-networks.detail.dates", {
              created: formatDateTime(data.created_at),
              updated: formatDateTime(data.updated_at),
            })}
          </p>
        </>
      )}
    </div>
  );
}
