import { errorPageFor } from "../../../components/errors/error-page-for";
import "./announcements.css";
import { Link, useParams } from "react-router";
import { NotFoundPage } from "../../../components/errors/pages";
import { Avatar } from "../../../components/feedback/avatar";
import { usePageTitle } from "../../../components/routing/page-title";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n";
import { idFromUrl } from "../../../lib/id-from-url";
import { useModuleOn } from "../../../lib/site-config";
import { useAnnouncement } from "../api/get-announcement";
import { AnnouncementContent } from "./announcement-content";
import { CommentSection } from "./comment-section";
import { EditedFooter } from "./edited-footer";
import { StaffActions } from "./staff-actions";

function DetailPlaceholder() {
  return (
    <div className="placeholder-glow" aria-hidden="true">
      <div className="placeholder placeholder-lg col-7 d-block mb-3" style={{ height: "2.5rem" }} />
      <div className="placeholder col-4 d-block mb-4" />
      <div className="placeholder col-12 d-block mb-2" />
      <div className="placeholder col-11 d-block mb-2" />
      <div className="placeholder col-9 d-block mb-2" />
    </div>
  );
}

/** /announcements/{id}/: the article, its edited-by footer, the staff icons and the comments. */
export function AnnouncementDetailPage() {
  const t = useT("announcements");
  // Switched off by the owner (issue 30): the comments are kept, not shown.
  const commentsOn = useModuleOn("announcement_comments");
  const id = idFromUrl(useParams().idFromURL);
  const { data, isPending, isError, error } = useAnnouncement(id);
  usePageTitle(data?.announcement.title);

  if (id === 0) return <NotFoundPage />;
  const errorPage = errorPageFor(error);
  if (errorPage) return errorPage;

  return (
    <div className="container py-4 py-lg-5 announcement-page">
      <Link to="/announcements/" className="d-inline-block mb-3 small">
        {t("announcements.detail.back")}
      </Link>
      {isPending && <DetailPlaceholder />}
      {isError && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("announcements.error.fetch"))}
        </div>
      )}
      {data && (
        <>
          <article className="announcement-article">
            <header className="mb-4">
              <div className="d-flex align-items-start gap-3">
                <h1 className="display-6 fw-bold me-auto mb-3 announcement-title">{data.announcement.title}</h1>
                <StaffActions
                  id={data.announcement.id}
                  title={data.announcement.title}
                  canEdit={data.can_edit}
                  canDelete={data.can_delete}
                />
              </div>
              <div className="d-flex align-items-center gap-2 text-body-secondary">
                <Avatar src={data.announcement.user_profile_img} size={36} alt="" />
                <span>
                  <Trans
                    // A former member's own sentence: "a former member" takes another case in some languages.
                    id={
                      data.announcement.author === null
                        ? "announcements.detail.bylineFormer"
                        : "announcements.detail.byline"
                    }
                    values={{
                      // A fragment, not a string: what a member wrote is never read as the message's tags.
                      author: <>{data.announcement.author}</>,
                      date: formatDate(data.announcement.created_at),
                    }}
                    components={{
                      0: <strong className="text-body" />,
                      1: <time dateTime={data.announcement.created_at} />,
                    }}
                  />
                </span>
              </div>
            </header>
            <AnnouncementContent html={data.announcement.content} />
            <EditedFooter announcement={data.announcement} />
          </article>
          {commentsOn && (
            <CommentSection
              key={id}
              announcementId={id}
              first={{ comments: data.comments, has_more: data.comments_has_more }}
            />
          )}
        </>
      )}
    </div>
  );
}
