import type { NewsNetworkDetail } from "@bastion/shared";

function Swatch({ label, colour }: { label: string; colour: string }) {
  return (
    <div className="d-flex align-items-center gap-2">
      <span className="colour-swatch" style={{ background: colour }} aria-hidden="true" />
      <span>
        {label} <code>{colour}</code>
      </span>
    </div>
  );
}

/** What the restrictions mean for a game fetching the feed, in a sentence. */
function restrictionText(network: NewsNetworkDetail): string {
  if (!network.is_locked) return "Open: any game with the URL reads the feed.";
  if (network.server_id) return "Locked to the server id below (it takes priority over the players).";
  return "Locked to the allowed players below.";
}

/** The network's fields other than its templates, as a description list. */
export function NetworkFacts({ network }: { network: NewsNetworkDetail }) {
  return (
    <section className="card mb-4" aria-labelledby="facts-heading">
      <div className="card-body">
        <h2 id="facts-heading" className="h5 mb-3">
          Details
        </h2>
        <dl className="row mb-0 network-facts">
          <dt className="col-sm-4">Name on website</dt>
          <dd className="col-sm-8 text-break">{network.network_name_on_website}</dd>
          <dt className="col-sm-4">Network name</dt>
          <dd className="col-sm-8 text-break">{network.network_name}</dd>
          <dt className="col-sm-4">Short name</dt>
          <dd className="col-sm-8">{network.network_name_short}</dd>
          <dt className="col-sm-4">Logo colours</dt>
          <dd className="col-sm-8 d-grid gap-1">
            <Swatch label="Background" colour={network.logo_background_colour} />
            <Swatch label="Text" colour={network.logo_text_colour} />
            <Swatch label="Stroke" colour={network.logo_stroke} />
          </dd>
          <dt className="col-sm-4">Locked</dt>
          <dd className="col-sm-8">
            {network.is_locked ? "Yes" : "No"}
            <div className="small text-body-secondary">{restrictionText(network)}</div>
          </dd>
          <dt className="col-sm-4">Server id</dt>
          <dd className="col-sm-8">{network.server_id ? <code>{network.server_id}</code> : "None"}</dd>
          <dt className="col-sm-4">Allowed players</dt>
          <dd className="col-sm-8 text-break">
            {network.allowed_usernames.length > 0 ? network.allowed_usernames.join(", ") : "None"}
          </dd>
        </dl>
      </div>
    </section>
  );
}
