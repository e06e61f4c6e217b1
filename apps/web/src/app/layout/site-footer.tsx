import { Link } from "react-router";
import { useSiteConfig, useSiteName } from "../../lib/site-config";

export function SiteFooter() {
  const siteName = useSiteName();
  const site = useSiteConfig().data;
  return (
    <footer className="site-footer border-top py-4 mt-auto">
      <div className="container d-flex flex-column flex-sm-row justify-content-between gap-2 small text-body-secondary">
        <span>
          © {new Date().getFullYear()} {siteName}. Not affiliated with Mojang or Microsoft.
          {/* The owner's own line (issue 30), kept as written: newlines stay, nothing is markup. */}
          {site?.footer_text && (
            <span className="d-block" style={{ whiteSpace: "pre-line" }}>
              {site.footer_text}
            </span>
          )}
        </span>
        <span className="d-flex gap-3">
          {site?.discord_url && <Link to="/discord/">Discord</Link>}
          <Link to="/staff/">Staff</Link>
          <Link to="/privacy-policy/">Privacy</Link>
        </span>
      </div>
    </footer>
  );
}
