import type { SiteModule } from "@bastion/shared";
import { Link } from "react-router";
import { type Translate, useT } from "../../../lib/i18n";
import { useSiteConfig } from "../../../lib/site-config";

const PLACES: { to: string; name: (t: Translate) => string; text: (t: Translate) => string; module?: SiteModule }[] = [
  {
    to: "/announcements/",
    name: (t) => t("home.community.announcements.name"),
    text: (t) => t("home.community.announcements.text"),
  },
  {
    to: "/punished/",
    name: (t) => t("home.community.punished.name"),
    text: (t) => t("home.community.punished.text"),
  },
  {
    to: "/appeals/",
    name: (t) => t("home.community.appeals.name"),
    text: (t) => t("home.community.appeals.text"),
    module: "appeals",
  },
  {
    to: "/contact-us/",
    name: (t) => t("home.community.contact.name"),
    text: (t) => t("home.community.contact.text"),
  },
];

/**
 * What visitors find in the status card's place while no game server is set: the rest of the
 * community site, so the front page is whole without a server to show.
 */
export function CommunityCard() {
  const t = useT("home");
  const modules = useSiteConfig().data?.modules;
  const places = PLACES.filter((place) => !place.module || modules?.[place.module] !== false);
  return (
    <section className="status-card rounded-4 p-4" aria-labelledby="community-title">
      <h2 id="community-title" className="status-title mb-3">
        {t("home.community.title")}
      </h2>
      <ul className="community-places list-unstyled mb-0">
        {places.map((place) => (
          <li key={place.to}>
            <Link to={place.to} className="fw-semibold">
              {place.name(t)}
            </Link>
            <p className="small text-body-secondary mb-0">{place.text(t)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
