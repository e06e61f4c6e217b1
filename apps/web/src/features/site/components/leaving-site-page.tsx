import { LIMITS } from "@bastion/shared";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useSiteConfig } from "../../../lib/site-config";

/**
 * The leaving-site interstitial. It moves on by itself (after 500 ms) only to the
 * site's own external links, so it can never be used as an open redirect.
 */
export function LeavingSitePage() {
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
      <h1 className="h3">You are leaving {site?.site_name ?? "this site"}</h1>
      {trusted ? (
        <p className="text-body-secondary">
          Taking you to <a href={target}>{target}</a>…
        </p>
      ) : safeLink ? (
        <p className="text-body-secondary">
          This link goes to another website we do not control:{" "}
          <a href={target} rel="noopener noreferrer nofollow">
            {target}
          </a>
        </p>
      ) : (
        <p className="text-body-secondary">This link is not valid.</p>
      )}
    </section>
  );
}
