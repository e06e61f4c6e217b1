import type { SiteModule } from "@bastion/shared";
import { Link } from "react-router";
import { useSiteConfig } from "../../../lib/site-config";

const PLACES: { to: string; name: string; text: string; module?: SiteModule }[] = [
  { to: "/announcements/", name: "Announcements", text: "News and events from the team." },
  { to: "/punished/", name: "Punished players", text: "The public record of bans, mutes, kicks and warnings." },
  { to: "/appeals/", name: "Appeals", text: "Think a punishment was a mistake? Tell us why.", module: "appeals" },
  { to: "/contact-us/", name: "Contact us", text: "A question for the staff." },
];

/**
 * What visitors find in the status card's place while no game server is set: the rest of the
 * community site, so the front page is whole without a server to show.
 */
export function CommunityCard() {
  const modules = useSiteConfig().data?.modules;
  const places = PLACES.filter((place) => !place.module || modules?.[place.module] !== false);
  return (
    <section className="status-card rounded-4 p-4" aria-labelledby="community-title">
      <h2 id="community-title" className="status-title mb-3">
        Around the community
      </h2>
      <ul className="community-places list-unstyled mb-0">
        {places.map((place) => (
          <li key={place.to}>
            <Link to={place.to} className="fw-semibold">
              {place.name}
            </Link>
            <p className="small text-body-secondary mb-0">{place.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
