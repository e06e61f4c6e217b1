import { Link, useLocation } from "react-router";
import { useSiteConfig } from "../../lib/site-config";

/** On every page of a site that has no owner yet, until the first-run setup is done (not on /setup/ itself). */
export function SetupBanner() {
  const { data: site } = useSiteConfig();
  const { pathname } = useLocation();
  if (!site?.needs_setup || pathname.startsWith("/setup")) return null;
  return (
    <div className="setup-banner alert alert-warning rounded-0 border-0 border-bottom mb-0 py-2" role="status">
      <div className="container d-flex flex-wrap align-items-center gap-2">
        <strong>This site has no owner yet.</strong>
        <span>
          <Link to="/setup/" className="alert-link">
            Set it up
          </Link>{" "}
          with the link the server logged when it started.
        </span>
      </div>
    </div>
  );
}
