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
  return (
    <section className="container py-5 text-center">
      {url ? (
        <p>
          Taking you to our chat community: <a href={url}>{url}</a>
        </p>
      ) : (
        <p className="text-body-secondary">The chat community link has not been set up yet.</p>
      )}
    </section>
  );
}
