import "./news-networks.css";
import { Link } from "react-router";

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

const FIELDS: [string, string][] = [
  ["format", "The document's version: 1. A change that would break a reader gets a new number."],
  ["feedinfo", "title (the network name) and info (a line about it), as the first My Colony's custom feeds began."],
  ["feed_id", "The feed's public id, the last part of its URL. It stays the same for the network's life."],
  [
    "network_name, network_name_short, network_name_on_website",
    "The names; the short name (3 characters) is drawn on the logo.",
  ],
  ["logo_background_colour, logo_text_colour, logo_stroke", "The logo's colours as #rrggbb."],
  ["is_locked, locked_by", 'Whether the feed is restricted, and by what: "server_id", "allowed_usernames" or null.'],
  ["taglines … contract_sales", "The eleven lists of message templates, each with at least one entry."],
  ["variables", "For each list, the #words its templates may contain, for the reader to replace."],
  ["updated_at", "When the owner last saved the network (ISO 8601, UTC)."],
];

/** /mycolony2/news/how-to/: the guide is still to come (spec §2); the feed's format is here already. */
export function NewsHowToPage() {
  return (
    <section className="container py-4 py-lg-5 news-how-to-page">
      <Link to="/mycolony2/" className="d-inline-block mb-3 small">
        ← My Colony 2
      </Link>
      <h1 className="mb-3">News network how-to</h1>
      <div className="alert alert-info">
        <h2 className="h5 mb-1">Page to come</h2>
        <p className="mb-0">A step-by-step guide to using your news network in My Colony 2 is on its way.</p>
      </div>

      <h2 className="h4 mt-4">The feed the game reads</h2>
      <p>
        Each network's page has a <strong>Feed URL</strong>. A <code>GET</code> of it answers the network as JSON, to
        any website or app (<code>Access-Control-Allow-Origin: *</code>). Answers may be kept for 60 seconds; each
        carries an <code>ETag</code>, and a request with <code>If-None-Match</code> gets <code>304 Not Modified</code>{" "}
        while nothing changed.
      </p>
      <ul>
        <li>
          <code>?un=PlayerName</code>: the player reading it. A network locked to players answers only their names (any
          letter case).
        </li>
        <li>
          <code>?server=ServerId</code>: a network locked to a server answers only its server id. When a network has a
          server id, the players are not checked.
        </li>
        <li>
          A refused reader gets <code>403</code> and an unknown or deleted feed <code>404</code>, both as JSON{" "}
          <code>{`{ "message", "code" }`}</code>.
        </li>
      </ul>

      <h3 className="h5 mt-4">The document (format 1)</h3>
      <pre className="feed-example p-3 rounded-3">
        <code>{EXAMPLE}</code>
      </pre>
      <dl className="row">
        {FIELDS.map(([name, text]) => (
          <div key={name} className="col-12 d-md-flex gap-3 mb-2">
            <dt className="font-monospace small feed-field-name">{name}</dt>
            <dd className="mb-0">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
