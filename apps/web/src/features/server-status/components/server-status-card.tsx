import type { ServerStatus } from "@bastion/shared";
import { Trans, useLocale, useT } from "../../../lib/i18n";
import { useServerStatus } from "../api/get-server-status";

const FALLBACK_ICON = "/images/favicon.svg";

function StatusBadge({ online }: { online: boolean }) {
  const t = useT("home");
  return (
    <span className={`status-badge ${online ? "is-online" : "is-offline"}`}>
      <span className="status-dot" aria-hidden="true" />
      {online ? t("home.status.online") : t("home.status.offline")}
    </span>
  );
}

function OnlineStatus({ status }: { status: ServerStatus }) {
  const t = useT("home");
  const locale = useLocale();
  const numbers = new Intl.NumberFormat(locale);
  const milliseconds = new Intl.NumberFormat(locale, { style: "unit", unit: "millisecond" });
  const { players } = status;
  const fill = players.max > 0 ? Math.min(100, Math.round((players.online / players.max) * 100)) : 0;
  return (
    <>
      <div className="d-flex gap-3 align-items-start">
        <img
          src={status.icon ?? FALLBACK_ICON}
          width={64}
          height={64}
          alt={t("home.status.icon")}
          className="status-icon"
        />
        <div
          className="motd flex-grow-1"
          // The server builds this HTML from the MOTD: escaped text in colour and format spans only.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (features/server-status)
          dangerouslySetInnerHTML={{ __html: status.motd.html }}
        />
      </div>
      <div className="mt-4">
        <p className="players mb-2">
          <Trans
            id="home.status.players"
            values={{ online: numbers.format(players.online), max: numbers.format(players.max) }}
            components={{ 0: <span className="players-count" />, 1: <span className="players-max" /> }}
          />
        </p>
        <div className="players-bar" aria-hidden="true">
          <div className="players-bar-fill" style={{ width: `${fill}%` }} />
        </div>
      </div>
      {(status.version || status.latency !== null) && (
        <dl className="status-facts mt-3 mb-0">
          {status.version && (
            <div>
              <dt>{t("home.status.version")}</dt>
              <dd>{status.version}</dd>
            </div>
          )}
          {status.latency !== null && (
            <div>
              <dt>{t("home.status.ping")}</dt>
              <dd>{milliseconds.format(status.latency)}</dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}

function OfflineNotice() {
  const t = useT("home");
  return (
    <div className="d-flex gap-3 align-items-center">
      <img src={FALLBACK_ICON} width={64} height={64} alt="" className="status-icon is-offline" />
      <div>
        <p className="fw-semibold mb-1">{t("home.status.offlineTitle")}</p>
        <p className="small text-body-secondary mb-0">{t("home.status.offlineText")}</p>
      </div>
    </div>
  );
}

function StatusPlaceholder() {
  const t = useT("home");
  return (
    <div className="placeholder-glow" aria-busy="true">
      <span className="visually-hidden">{t("home.status.loading")}</span>
      <div className="d-flex gap-3" aria-hidden="true">
        <span className="placeholder status-icon" />
        <div className="flex-grow-1">
          <span className="placeholder col-10 mb-2" />
          <span className="placeholder col-7" />
        </div>
      </div>
      <span className="placeholder placeholder-lg col-4 mt-4" aria-hidden="true" />
      <span className="placeholder col-12 mt-2 players-bar" aria-hidden="true" />
    </div>
  );
}

/** Spec §2 Home: the live status card (players, MOTD, icon; offline, error and loading states). */
export function ServerStatusCard() {
  const t = useT("home");
  const { data, isPending } = useServerStatus();
  let body: React.ReactNode;
  if (isPending) body = <StatusPlaceholder />;
  else if (!data)
    body = (
      <div className="alert alert-danger mb-0" role="alert">
        {t("home.status.error")}
      </div>
    );
  else if (data.online) body = <OnlineStatus status={data} />;
  else body = <OfflineNotice />;

  return (
    <section className="status-card rounded-4 p-4" aria-labelledby="status-title">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 id="status-title" className="status-title mb-0">
          {t("home.status.title")}
        </h2>
        {data && <StatusBadge online={data.online} />}
      </div>
      {body}
    </section>
  );
}
