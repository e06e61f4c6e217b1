import "./news-networks.css";
import { LIMITS, type NewsNetworkSummary } from "@bastion/shared";
import Button from "react-bootstrap/Button";
import { Link } from "react-router";
import { LinkButton } from "../../../components/feedback/link-button";
import { errorMessage } from "../../../lib/api-client";
import { Trans, type Translate, useT } from "../../../lib/i18n";
import { useNewsHome } from "../api/get-news-home";
import { NetworkLogo } from "./network-logo";

/** The status line under the heading: how many networks, and whether another can be made. */
function statusText(t: Translate, total: number): string {
  const max = LIMITS.newsNetworksPerUser;
  if (total === 0) return t("news-networks.hub.statusNone", { max });
  if (total >= max) return t("news-networks.hub.statusFull", { total, max });
  return t("news-networks.hub.status", { total, max });
}

function NetworkRow({ network }: { network: NewsNetworkSummary }) {
  const t = useT("news-networks");
  const name = network.network_name;
  return (
    <li className="list-group-item news-hub-row d-flex align-items-center gap-3 py-3">
      <NetworkLogo network={network} size={56} />
      <div className="flex-grow-1 min-w-0">
        <div className="fw-semibold text-break">{network.network_name_on_website}</div>
        <div className="small text-body-secondary text-break">
          {network.is_locked ? t("news-networks.hub.rowLocked", { name }) : t("news-networks.hub.rowOpen", { name })}
        </div>
      </div>
      <LinkButton to={`/mycolony2/news/${network.id}/`} variant="outline-light" size="sm">
        <Trans
          id="news-networks.hub.inspect"
          values={{ name: network.network_name_on_website }}
          components={{ 0: <span className="visually-hidden" /> }}
        />
      </LinkButton>
    </li>
  );
}

function HubPlaceholder() {
  return (
    <ul className="list-group placeholder-glow" aria-hidden="true">
      {[0, 1].map((row) => (
        <li key={row} className="list-group-item d-flex align-items-center gap-3 py-3">
          <span className="placeholder rounded-3" style={{ width: 56, height: 56 }} />
          <span className="placeholder col-6" />
        </li>
      ))}
    </ul>
  );
}

/** /mycolony2/: the user's news networks with Inspect buttons, a status text and Create. */
export function NewsHubPage() {
  const { data, isPending, error } = useNewsHome();
  const total = data?.total_news_networks ?? 0;
  // Spec §2 says "disabled when the count is over 3"; the server refuses a fourth, so it is disabled at 3.
  const canCreate = Boolean(data) && total < LIMITS.newsNetworksPerUser;
  const t = useT("news-networks");

  return (
    <section className="container py-4 py-lg-5 news-hub-page">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 className="me-auto mb-0">{t("news-networks.hub.heading")}</h1>
        {canCreate ? (
          <LinkButton to="/mycolony2/news/create/" variant="primary">
            {t("news-networks.hub.create")}
          </LinkButton>
        ) : (
          <Button variant="primary" disabled>
            {t("news-networks.hub.create")}
          </Button>
        )}
      </div>
      <p className="lead text-body-secondary">{t("news-networks.hub.lead")}</p>
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("news-networks.messages.fetchFailed"))}
        </div>
      )}
      {isPending && <HubPlaceholder />}
      {data && (
        <>
          <p className="news-hub-status" role="status">
            {statusText(t, total)}
          </p>
          {data.custom_news.length > 0 && (
            <ul className="list-group mb-4">
              {data.custom_news.map((network) => (
                <NetworkRow key={network.id} network={network} />
              ))}
            </ul>
          )}
        </>
      )}
      <p className="small">
        <Link to="/mycolony2/news/how-to/">{t("news-networks.hub.howToLink")}</Link>
      </p>
    </section>
  );
}
