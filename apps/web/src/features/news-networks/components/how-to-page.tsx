import "./news-networks.css";
import { Link } from "react-router";
import { Trans, useT } from "../../../lib/i18n";

const EXAMPLE = `{
  "format": 1,
  "feedinfo": {
    "title": "Galactic News",
    "info": "Galactic News Network: a My Colony 2 news network from Bastion."
  },
  "feed_id": "q3Zr0u8mWm1bY9kC2hQy4A",
  "network_name": "Galactic News",
  "network_name_short": "GNN",
  "network_name_on_website": "Galactic News Network",
  "logo_background_colour": "#1f4e79",
  "logo_text_colour": "#ffffff",
  "logo_stroke": "#0b1a2b",
  "is_locked": false,
  "locked_by": null,
  "taglines": ["All the news that fits, from across the colony."],
  "health_crisis": ["Health crisis in #settlementname: residents ask #ownername for more hospitals."],
  "tech_unlock": ["#name has unlocked #tech!"],
  "high_unemp": ["…"],
  "ol_largest_settlement": ["#settlementname is now the largest settlement on #worldname, with #population colonists."],
  "starvation": ["…"],
  "low_approval": ["…"],
  "low_security": ["…"],
  "low_entertainment": ["…"],
  "low_education": ["…"],
  "contract_sales": ["#name sold #count contracts for a total of #total."],
  "variables": {
    "taglines": [],
    "health_crisis": ["#settlementname", "#ownername"],
    "tech_unlock": ["#name", "#tech"],
    "ol_largest_settlement": ["#population", "#settlementname", "#worldname"],
    "contract_sales": ["#name", "#count", "#total"],
    "…": ["the other lists as health_crisis"]
  },
  "updated_at": "2026-11-25T12:00:00.000Z"
}`;

/** The document's fields as the game reads them (their names are the format's, never translated) and what each holds. */
const FIELDS: [string, string][] = [
  ["format", "news-networks.howTo.fields.format"],
  ["feedinfo", "news-networks.howTo.fields.feedinfo"],
  ["feed_id", "news-networks.howTo.fields.feedId"],
  ["network_name, network_name_short, network_name_on_website", "news-networks.howTo.fields.names"],
  ["logo_background_colour, logo_text_colour, logo_stroke", "news-networks.howTo.fields.colours"],
  ["is_locked, locked_by", "news-networks.howTo.fields.locked"],
  ["taglines … contract_sales", "news-networks.howTo.fields.lists"],
  ["variables", "news-networks.howTo.fields.variables"],
  ["updated_at", "news-networks.howTo.fields.updatedAt"],
];

/** /mycolony2/news/how-to/: the guide is still to come (spec §2); the feed's format is here already. */
export function NewsHowToPage() {
  const t = useT("news-networks");
  return (
    <section className="container py-4 py-lg-5 news-how-to-page">
      <Link to="/mycolony2/" className="d-inline-block mb-3 small">
        {t("news-networks.nav.back")}
      </Link>
      <h1 className="mb-3">{t("news-networks.title.howTo")}</h1>
      <div className="alert alert-info">
        <h2 className="h5 mb-1">{t("news-networks.howTo.comingTitle")}</h2>
        <p className="mb-0">{t("news-networks.howTo.comingText")}</p>
      </div>

      <h2 className="h4 mt-4">{t("news-networks.howTo.feedHeading")}</h2>
      <p>
        <Trans
          id="news-networks.howTo.feedIntro"
          values={{
            feedUrl: <strong>{t("news-networks.feed.url")}</strong>,
            get: <code>GET</code>,
            cors: <code>Access-Control-Allow-Origin: *</code>,
            etag: <code>ETag</code>,
            ifNoneMatch: <code>If-None-Match</code>,
            notModified: <code>304 Not Modified</code>,
          }}
        />
      </p>
      <ul>
        <li>
          <Trans id="news-networks.howTo.player" values={{ param: <code>?un=PlayerName</code> }} />
        </li>
        <li>
          <Trans id="news-networks.howTo.server" values={{ param: <code>?server=ServerId</code> }} />
        </li>
        <li>
          <Trans
            id="news-networks.howTo.refused"
            values={{
              forbidden: <code>403</code>,
              notFound: <code>404</code>,
              shape: <code>{`{ "message", "code" }`}</code>,
            }}
          />
        </li>
      </ul>

      <h3 className="h5 mt-4">{t("news-networks.howTo.documentHeading")}</h3>
      <pre className="feed-example p-3 rounded-3">
        <code>{EXAMPLE}</code>
      </pre>
      <dl className="row">
        {FIELDS.map(([name, id]) => (
          <div key={name} className="col-12 d-md-flex gap-3 mb-2">
            <dt className="font-monospace small feed-field-name" translate="no">
              {name}
            </dt>
            <dd className="mb-0">{t(id)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
