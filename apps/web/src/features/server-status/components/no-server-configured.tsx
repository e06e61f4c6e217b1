/** What the owner sees in place of the status card while no game server is set (visitors see nothing). */
export function NoServerConfigured() {
  return (
    <section className="status-card rounded-4 p-4" aria-labelledby="status-title">
      <h2 id="status-title" className="status-title mb-3">
        Server status
      </h2>
      <p className="fw-semibold mb-1">No game server configured</p>
      <p className="small text-body-secondary mb-0">
        Set <code>MINECRAFT_SERVER</code> to your server's address (<code>host</code> or <code>host:port</code>) and
        restart the site: visitors then see its status, its address with a copy button and how to join (until then, the
        site's other places). Only you see this card.
      </p>
    </section>
  );
}
