import type { VoteLink } from "@bastion/shared";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";

/** The home page's vote links (issue 30): each leaves the site through the leaving page, like the store. */
export function VoteLinks({ links }: { links: readonly VoteLink[] }) {
  const t = useT("home");
  return (
    <section className="container pt-5" aria-labelledby="vote-links-title">
      <h2 id="vote-links-title" className="h4 fw-bold mb-3">
        {t("home.vote.title")}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {links.map((link) => (
          <li key={`${link.label} ${link.url}`}>
            <Link className="btn btn-outline-primary" to={`/leaving/?to=${encodeURIComponent(link.url)}`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
