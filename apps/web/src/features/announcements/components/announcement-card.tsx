import type { AnnouncementListItem } from "@bastion/shared";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { DefaultCover } from "./default-cover";

export const DEFAULT_COVER = "/images/announcement-default.svg";

interface AnnouncementCardProps {
  announcement: AnnouncementListItem;
  /** Its title's level: h2 in the list, h3 under the home page's "Latest news". */
  headingLevel?: 2 | 3;
  /** In the first row, seen at once: its picture is not left to load lazily (it is what paints last). */
  eager?: boolean;
}

/** One card of the grid: picture, title, introduction, date and Read more (the whole card is the link). */
export function AnnouncementCard({ announcement, headingLevel = 2, eager = false }: AnnouncementCardProps) {
  // Its own small namespace: the home page shows cards too, and loads only this of announcements' words.
  const t = useT("announcements-home");
  const { id, title, introduction, img, created_at } = announcement;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card h-100 announcement-card">
      {img ? (
        <img
          src={img}
          className="card-img-top announcement-cover"
          alt=""
          width={1200}
          height={630}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : (
        <DefaultCover className="card-img-top announcement-cover" />
      )}
      <div className="card-body d-flex flex-column">
        <Heading className="h5 card-title">{title}</Heading>
        <p className="card-text text-body-secondary announcement-introduction">{introduction}</p>
        <div className="mt-auto d-flex justify-content-between align-items-center pt-2">
          <time dateTime={created_at} className="small text-body-secondary">
            {formatDate(created_at)}
          </time>
          <Link
            to={`/announcements/${id}/`}
            className="stretched-link fw-semibold"
            aria-label={t("announcements-home.card.readMoreLabel", { title })}
          >
            {t("announcements-home.card.readMore")}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Three shimmering cards while the first page loads. */
export function AnnouncementCardPlaceholders({ count = 3 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <div className="col" key={index} aria-hidden="true">
      <div className="card h-100 announcement-card placeholder-glow">
        <div className="announcement-cover placeholder w-100" />
        <div className="card-body">
          <p className="h5 placeholder col-8" />
          <p className="placeholder col-12" />
          <p className="placeholder col-10" />
          <p className="placeholder col-4 mt-3" />
        </div>
      </div>
    </div>
  ));
}
