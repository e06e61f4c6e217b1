import { Link, useLocation } from "react-router";
import { Trans, useT } from "../../lib/i18n";
import { useSiteConfig } from "../../lib/site-config";

/** On every page of a site that has no owner yet, until the first-run setup is done (not on /setup/ itself). */
export function SetupBanner() {
  const t = useT("common");
  const { data: site } = useSiteConfig();
  const { pathname } = useLocation();
  if (!site?.needs_setup || pathname.startsWith("/setup")) return null;
  return (
    <div className="setup-banner alert alert-warning rounded-0 border-0 border-bottom mb-0 py-2" role="status">
      <div className="container d-flex flex-wrap align-items-center gap-2">
        <strong>{t("common.setup.noOwner")}</strong>
        <span>
          <Trans id="common.setup.howTo" components={{ 0: <Link to="/setup/" className="alert-link" /> }} />
        </span>
      </div>
    </div>
  );
}
