import "./announcements.css";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { useAnnouncements } from "../api/get-announcements";
import { AnnouncementCard, AnnouncementCardPlaceholders } from "./announcement-card";

const SHOWN = 3;

/** The home page's news: the newest announcements (three unless the owner chose), and the way to all of them. */
export function LatestAnnouncements({ count = SHOWN }: { count?: number }) {
  const t = useT("announcements-home");
  const { data, isPending, isError } = useAnnouncements(1);
  // The front page does without news rather than show an error where the news would be.
  if (isError || (data && data.announcements.length === 0)) return null;
  return (
    <section className="container pt-5" aria-labelledby="latest-news-title">
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-4">
        <h2 id="latest-news-title" className="h4 fw-bold mb-0 me-auto">
          {t("announcements-home.latest.heading")}
        </h2>
        <Link to="/announcements/">{t("announcements-home.latest.all")}</Link>
      </div>
      <div className="row row-cols-1 row-cols-md-3 g-4" aria-busy={isPending}>
        {isPending && <AnnouncementCardPlaceholders count={count} />}
        {data?.announcements.slice(0, count).map((announcement) => (
          <div className="col" key={announcement.id}>
            <AnnouncementCard announcement={announcement} headingLevel={3} />
          </div>
        ))}
      </div>
    </section>
  );
}
