import "./news-networks.css";
import { LIMITS, type NewsNetworkSummary } from "@bastion/shared";
import Button from "react-bootstrap/Button";
import { Link } from "react-router";
import { LinkButton } from "../../../components/feedback/link-button";
import { errorMessage } from "../../../lib/api-client";
import { useNewsHome } from "../api/get-news-home";
import { NetworkLogo } from "./network-logo";

/** The status line under the heading: how many networks, and whether another can be made. */
function statusText(total: number): string {
  const limit = LIMITS.newsNetworksPerUser;
  if (total === 0) return `You have no news networks yet. You can create up to ${limit}.`;
  if (total >= limit) return `You have ${total} of ${limit} news networks. Delete one to create another.`;
  return `You have ${total} of ${limit} news networks.`;
}

function NetworkRow({ network }: { network: NewsNetworkSummary }) {
  return (
    <li className="list-group-item news-hub-row d-flex align-items-center gap-3 py-3">
      <NetworkLogo network={network} size={56} />
      <div className="flex-grow-1 min-w-0">
        <div className="fw-semibold text-break">{network.network_name_on_website}</div>
        <div className="small text-body-secondary text-break">
          {network.network_name} · {network.is_locked ? "Locked" : "Open"}
        </div>
      </div>
      <LinkButton to={`/mycolony2/news/${network.id}/`} variant="outline-light" size="sm">
        Inspect<span className="visually-hidden"> {network.network_name_on_website}</span>
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

  return (
    <section className="container py-4 py-lg-5 news-hub-page">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 className="me-auto mb-0">My Colony 2</h1>
        {canCreate ? (
          <LinkButton to="/mycolony2/news/create/" variant="primary">
            Create
          </LinkButton>
        ) : (
          <Button variant="primary" disabled>
            Create
          </Button>
        )}
      </div>
      <p className="lead text-body-secondary">Custom news networks for My Colony 2: your own headlines in the game.</p>
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, "An error occurred while fetching the News Network data.")}
        </div>
      )}
      {isPending && <HubPlaceholder />}
      {data && (
        <>
          <p className="news-hub-status" role="status">
            {statusText(total)}
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
        <Link to="/mycolony2/news/how-to/">How to use a news network in the game</Link>
      </p>
    </section>
  );
}
