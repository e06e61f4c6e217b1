import { useEffect } from "react";
import { useSiteConfig } from "../../../lib/site-config";

/** /discord/: straight on to the chat community. */
export function DiscordRedirectPage() {
  const { data: site, isPending } = useSiteConfig();
  const url = site?.discord_url;

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  if (isPending) return null;
  // A heading like every page's: the focus moves to it on arrival (and a screen reader says where it is).
  return (
    <section className="container py-5 text-center">
      <h1 className="h3">Our chat community</h1>
      {url ? (
        <p className="text-body-secondary">
          Taking you there: <a href={url}>{url}</a>
        </p>
      ) : (
        <p className="text-body-secondary">The chat community link has not been set up yet.</p>
      )}
    </section>
  );
}
