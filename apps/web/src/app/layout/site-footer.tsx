import { Link } from "react-router";
import { useSiteName } from "../../lib/site-config";

export function SiteFooter() {
  const siteName = useSiteName();
  return (
    <footer className="site-footer border-top py-4 mt-auto">
      <div className="container d-flex flex-column flex-sm-row justify-content-between gap-2 small text-body-secondary">
        <span>
          © {new Date().getFullYear()} {siteName}. Not affiliated with Mojang or Microsoft.
        </span>
        <Link to="/privacy-policy/">Privacy</Link>
      </div>
    </footer>
  );
}
