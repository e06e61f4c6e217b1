import type { NewsNetworkDetail } from "@bastion/shared";
import { type Translate, useT } from "../../../lib/i18n";

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
function restrictionText(t: Translate, network: NewsNetworkDetail): string {
  if (!network.is_locked) return t("news-networks.facts.open");
  if (network.server_id) return t("news-networks.facts.lockedToServer");
  return t("news-networks.facts.lockedToPlayers");
}

/** The network's fields other than its templates, as a description list. */
export function NetworkFacts({ network }: { network: NewsNetworkDetail }) {
  const t = useT("news-networks");
  return (
    <section className="card mb-4" aria-labelledby="facts-heading">
      <div className="card-body">
        <h2 id="facts-heading" className="h5 mb-3">
          {t("news-networks.facts.heading")}
        </h2>
        <dl className="row mb-0 network-facts">
          <dt className="col-sm-4">{t("news-networks.fields.websiteName")}</dt>
          <dd className="col-sm-8 text-break">{network.network_name_on_website}</dd>
          <dt className="col-sm-4">{t("news-networks.fields.networkName")}</dt>
          <dd className="col-sm-8 text-break">{network.network_name}</dd>
          <dt className="col-sm-4">{t("news-networks.fields.shortName")}</dt>
          <dd className="col-sm-8">{network.network_name_short}</dd>
          <dt className="col-sm-4">{t("news-networks.facts.colours")}</dt>
          <dd className="col-sm-8 d-grid gap-1">
            <Swatch label={t("news-networks.facts.background")} colour={network.logo_background_colour} />
            <Swatch label={t("news-networks.facts.text")} colour={network.logo_text_colour} />
            <Swatch label={t("news-networks.facts.stroke")} colour={network.logo_stroke} />
          </dd>
          <dt className="col-sm-4">{t("news-networks.fields.locked")}</dt>
          <dd className="col-sm-8">
            {network.is_locked ? t("news-networks.facts.yes") : t("news-networks.facts.no")}
            <div className="small text-body-secondary">{restrictionText(t, network)}</div>
          </dd>
          <dt className="col-sm-4">{t("news-networks.fields.serverId")}</dt>
          <dd className="col-sm-8">
            {network.server_id ? <code>{network.server_id}</code> : t("news-networks.facts.none")}
          </dd>
          <dt className="col-sm-4">{t("news-networks.fields.allowedPlayers")}</dt>
          <dd className="col-sm-8 text-break">
            {network.allowed_usernames.length > 0
              ? network.allowed_usernames.join(", ")
              : t("news-networks.facts.none")}
          </dd>
        </dl>
      </div>
    </section>
  );
}
