import { LIMITS } from "@bastion/shared";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Trans, useT } from "../../../lib/i18n";
import { useSiteConfig } from "../../../lib/site-config";

/**
 * The leaving-site interstitial. It moves on by itself (after 500 ms) only to the
 * site's own external links, so it can never be used as an open redirect.
 */
export function LeavingSitePage() {
  const t = useT("home");
  const [params] = useSearchParams();
  const { data: site, isPending } = useSiteConfig();
  const target = params.get("to") ?? "";
  const trusted = Boolean(target) && [site?.store_url, site?.discord_url].includes(target);

  useEffect(() => {
    if (!trusted) return;
    const timer = window.setTimeout(() => window.location.assign(target), LIMITS.leavingSiteMs);
    return () => window.clearTimeout(timer);
  }, [trusted, target]);

  if (isPending) return null;
  const safeLink = /^https?:\/\//.test(target);
  return (
    <section className="container py-5 text-center">
      <h1 className="h3">
        {site?.site_name ? t("home.leaving.title", { siteName: site.site_name }) : t("home.leaving.titleUnknown")}
      </h1>
      {trusted ? (
        <p className="text-body-secondary">
          <Trans id="home.leaving.taking" values={{ target }} components={{ 0: <a href={target}>{target}</a> }} />
        </p>
      ) : safeLink ? (
        <p className="text-body-secondary">
          <Trans
            id="home.leaving.other"
            values={{ target }}
            components={{
              0: (
                <a href={target} rel="noopener noreferrer nofollow">
                  {target}
                </a>
              ),
            }}
          />
        </p>
      ) : (
        <p className="text-body-secondary">{t("home.leaving.invalid")}</p>
      )}
    </section>
  );
}
