import { SERVER_PATHS } from "@bastion/shared";
import "./announcements.css";
import { useSearchParams } from "react-router";
import { LinkButton } from "../../../components/feedback/link-button";
import { PageSwitcher } from "../../../components/feedback/page-switcher";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useAnnouncements } from "../api/get-announcements";
import { AnnouncementCard, AnnouncementCardPlaceholders } from "./announcement-card";
import { RssIcon } from "./icons";

const pageFrom = (value: string | null) => {
  const page = Number(value ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /announcements/: the card grid, newest first, nine a page. */
export function AnnouncementListPage() {
  const t = useT("announcements");
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const { data, isPending, isError, error } = useAnnouncements(page);

  function handlePage(next: number) {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  }

  return (
    <section className="container py-4 py-lg-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">{t("announcements.list.heading")}</h1>
        {/* A plain link: the feed is served by the server, not a page of the app. */}
        <a
          href={SERVER_PATHS.announcementsFeed}
          className="btn btn-outline-warning btn-sm d-inline-flex gap-2 align-items-center"
        >
          <RssIcon />
          {t("announcements.list.rss")}
        </a>
        {data?.can_create && (
          <LinkButton to="/announcements/create/" variant="primary">
            {t("announcements.list.create")}
          </LinkButton>
        )}
      </div>
      {isError && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("announcements.list.error"))}
        </div>
      )}
      {!isError && data && data.announcements.length === 0 && (
        <p className="text-body-secondary fs-5 text-center py-5">{t("announcements.list.empty")}</p>
      )}
      <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4" aria-busy={isPending}>
        {isPending && <AnnouncementCardPlaceholders />}
        {data?.announcements.map((announcement, index) => (
          <div className="col" key={announcement.id}>
            <AnnouncementCard announcement={announcement} eager={index < 3} />
          </div>
        ))}
      </div>
      {data && (
        <PageSwitcher
          label={t("announcements.list.pages")}
          page={page}
          pageCount={data.pageNumbers.length}
          onChange={handlePage}
        />
      )}
    </section>
  );
}
