import type { AnnouncementListItem } from "@bastion/shared";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format-date";

export const DEFAULT_COVER = "/images/announcement-default.svg";

/** One card of the grid: picture, title, introduction, date and Read more (the whole card is the link). */
export function AnnouncementCard({ announcement }: { announcement: AnnouncementListItem }) {
  const { id, title, introduction, img, created_at } = announcement;
  return (
    <article className="card h-100 announcement-card">
      <img
        src={img || DEFAULT_COVER}
        className="card-img-top announcement-cover"
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
      />
      <div className="card-body d-flex flex-column">
        <h2 className="h5 card-title">{title}</h2>
        <p className="card-text text-body-secondary announcement-introduction">{introduction}</p>
        <div className="mt-auto d-flex justify-content-between align-items-center pt-2">
          <time dateTime={created_at} className="small text-body-secondary">
            {formatDate(created_at)}
          </time>
          <Link to={`/announcements/${id}/`} className="stretched-link fw-semibold" aria-label={`Read more: ${title}`}>
            Read more
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
