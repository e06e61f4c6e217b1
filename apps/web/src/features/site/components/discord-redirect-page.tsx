import { useEffect } from "react";
import { Trans, useT } from "../../../lib/i18n";
import { useSiteConfig } from "../../../lib/site-config";

/** /discord/: straight on to the chat community. */
export function DiscordRedirectPage() {
  const t = useT("home");
  const { data: site, isPending } = useSiteConfig();
  const url = site?.discord_url;

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  if (isPending) return null;
  // A heading like every page's: the focus moves to it on arrival (and a screen reader says where it is).
  return (
    <section className="container py-5 text-center">
      <h1 className="h3">{t("home.discord.title")}</h1>
      {url ? (
        <p className="text-body-secondary">
          <Trans id="home.discord.taking" values={{ url }} components={{ 0: <a href={url}>{url}</a> }} />
        </p>
      ) : (
        <p className="text-body-secondary">{t("home.discord.notSet")}</p>
      )}
    </section>
  );
}
