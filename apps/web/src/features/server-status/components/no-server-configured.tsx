import { Trans, useT } from "../../../lib/i18n";

/** What the owner sees in place of the status card while no game server is set (visitors see nothing). */
export function NoServerConfigured() {
  const t = useT("home");
  return (
    <section className="status-card rounded-4 p-4" aria-labelledby="status-title">
      <h2 id="status-title" className="status-title mb-3">
        {t("home.status.title")}
      </h2>
      <p className="fw-semibold mb-1">{t("home.noServer.title")}</p>
      <p className="small text-body-secondary mb-0">
        <Trans
          id="home.noServer.text"
          values={{ variable: "MINECRAFT_SERVER", host: "host", hostPort: "host:port" }}
          components={{ 0: <code />, 1: <code />, 2: <code /> }}
        />
      </p>
    </section>
  );
}
