import type { ServerStatus } from "@bastion/shared";
import { useServerStatus } from "../api/get-server-status";

const FALLBACK_ICON = "/images/favicon.svg";

function StatusBadge({ online }: { online: boolean }) {
  return (
    <span className={`status-badge ${online ? "is-online" : "is-offline"}`}>
      <span className="status-dot" aria-hidden="true" />
      {online ? "Online" : "Offline"}
    </span>
  );
}

function OnlineStatus({ status }: { status: ServerStatus }) {
  const { players } = status;
  const fill = players.max > 0 ? Math.min(100, Math.round((players.online / players.max) * 100)) : 0;
  return (
    <>
      <div className="d-flex gap-3 align-items-start">
        <img src={status.icon ?? FALLBACK_ICON} width={64} height={64} alt="Server icon" className="status-icon" />
        <div
          className="motd flex-grow-1"
          // The server builds this HTML from the MOTD: escaped text in colour and format spans only.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (features/server-status)
          dangerouslySetInnerHTML={{ __html: status.motd.html }}
        />
      </div>
      <div className="mt-4">
        <p className="players mb-2">
          <span className="players-count">{players.online}</span>
          <span className="players-max"> / {players.max}</span> players online
        </p>
        <div className="players-bar" aria-hidden="true">
          <div className="players-bar-fill" style={{ width: `${fill}%` }} />
        </div>
      </div>
      {(status.version || status.latency !== null) && (
        <dl className="status-facts mt-3 mb-0">
          {status.version && (
            <div>
              <dt>Version</dt>
              <dd>{status.version}</dd>
            </div>
          )}
          {status.latency !== null && (
            <div>
              <dt>Ping</dt>
              <dd>{status.latency} ms</dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}

function OfflineNotice() {
  return (
    <div className="d-flex gap-3 align-items-center">
      <img src={FALLBACK_ICON} width={64} height={64} alt="" className="status-icon is-offline" />
      <div>
        <p className="fw-semibold mb-1">Server is offline for maintenance</p>
        <p className="small text-body-secondary mb-0">We will be back shortly. The status refreshes on its own.</p>
      </div>
    </div>
  );
}

function StatusPlaceholder() {
  return (
    <div className="placeholder-glow" aria-busy="true">
      <span className="visually-hidden">Loading server status…</span>
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
  const { data, isPending } = useServerStatus();
  let body: React.ReactNode;
  if (isPending) body = <StatusPlaceholder />;
  else if (!data)
    body = (
      <div className="alert alert-danger mb-0" role="alert">
        Error fetching server info
      </div>
    );
  else if (data.online) body = <OnlineStatus status={data} />;
  else body = <OfflineNotice />;

  return (
    <section className="status-card rounded-4 p-4" aria-labelledby="status-title">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 id="status-title" className="status-title mb-0">
          Server status
        </h2>
        {data && <StatusBadge online={data.online} />}
      </div>
      {body}
    </section>
  );
}
