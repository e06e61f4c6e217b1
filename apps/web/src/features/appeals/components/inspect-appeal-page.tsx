import type { AppealView } from "@bastion/shared";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Card from "react-bootstrap/Card";
import { Link, useParams } from "react-router";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { NotFoundPage } from "../../../components/errors/pages";
import { Avatar } from "../../../components/feedback/avatar";
import { LinkButton } from "../../../components/feedback/link-button";
import { usePageTitle } from "../../../components/routing/page-title";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n";
import { idFromUrl } from "../../../lib/id-from-url";
import { useAppeal } from "../api/get-appeal";
import { AppealComments } from "./appeal-comments";
import { AppealReviewForm } from "./appeal-review-form";
import { STATUS_LABEL } from "./labels";
import { MESSAGES } from "./messages";
import { OtherOpenAppeals } from "./other-open-appeals";
import { PunishmentSummary } from "./punishment-summary";
import { StatusBadge } from "./status-badge";
import { SubmitterCheck } from "./submitter-check";
import "./appeals.css";

function InspectPlaceholder() {
  return (
    <div className="placeholder-glow" aria-hidden="true">
      <span className="placeholder col-6 col-md-4 mb-4 placeholder-lg" />
      <Card className="appeal-card mb-4">
        <Card.Body>
          {[0, 1, 2, 3].map((row) => (
            <span key={row} className="placeholder col-12 mb-2" />
          ))}
        </Card.Body>
      </Card>
      <Card className="appeal-card">
        <Card.Body>
          <span className="placeholder col-4 mb-3" />
          <span className="placeholder col-12 mb-2" />
          <span className="placeholder col-10" />
        </Card.Body>
      </Card>
    </div>
  );
}

function AppealBody({ view }: { view: AppealView }) {
  const t = useT("appeals");
  const { appeal } = view;
  const status = t(STATUS_LABEL[appeal.status]);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="mb-0 me-2">{t("appeals.inspect.heading")}</h1>
        <StatusBadge status={appeal.status} />
        <Badge bg={appeal.is_opened ? "info" : "secondary"} text={appeal.is_opened ? "dark" : undefined}>
          {appeal.is_opened ? t("appeals.inspect.open") : t("appeals.inspect.closed")}
        </Badge>
        <LinkButton
          to={`/appeals/${appeal.is_opened ? "current" : "closed"}/${view.can_modify ? "admin/" : ""}`}
          variant="outline-light"
          className="ms-auto"
        >
          {t("appeals.inspect.return")}
        </LinkButton>
      </div>
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <Card className="appeal-card h-100">
            <Card.Body>
              <Card.Title as="h2" className="h5 mb-3">
                {t("appeals.punishment")}
              </Card.Title>
              <PunishmentSummary punishment={appeal.punishment} />
            </Card.Body>
          </Card>
        </div>
        <div className="col-12 col-lg-6">
          <Card className="appeal-card h-100">
            <Card.Body>
              <Card.Title as="h2" className="h5 mb-3">
                {t("appeals.inspect.appeal")}
              </Card.Title>
              <div className="d-flex align-items-center gap-3 mb-3">
                <Avatar src={appeal.submitted_by_profile_img} size={48} alt="" />
                <div className="min-w-0">
                  <Link to={`/profile/${encodeURIComponent(appeal.submitted_by)}/`} className="fw-semibold">
                    {appeal.submitted_by}
                  </Link>
                  {view.submitted_by_verified !== undefined && <SubmitterCheck verified={view.submitted_by_verified} />}
                  <div className="small text-body-secondary">
                    <Trans
                      id="appeals.inspect.posted"
                      values={{ date: formatDateTime(appeal.date_created) }}
                      components={{ 0: <time dateTime={appeal.date_created} /> }}
                    />
                  </div>
                </div>
              </div>
              <p className="appeal-text">{appeal.appeal_message}</p>
              <p className="mb-0 small text-body-secondary">
                {appeal.last_updated_by ? (
                  <Trans
                    id="appeals.inspect.statusUpdated"
                    // A name as a node, not text: Trans would read tags in it.
                    values={{
                      status,
                      user: <>{appeal.last_updated_by}</>,
                      date: formatDateTime(appeal.date_last_updated),
                    }}
                    components={{
                      0: <strong className="text-body" />,
                      1: <time dateTime={appeal.date_last_updated} />,
                    }}
                  />
                ) : (
                  <Trans
                    id="appeals.inspect.status"
                    values={{ status }}
                    components={{ 0: <strong className="text-body" /> }}
                  />
                )}
              </p>
            </Card.Body>
          </Card>
        </div>
        {view.can_modify && (
          <div className="col-12">
            <Card className="appeal-card appeal-admin-card">
              <Card.Body>
                <Card.Title as="h2" className="h5 mb-3">
                  {t("appeals.inspect.review")}
                </Card.Title>
                <AppealReviewForm key={appeal.date_last_updated} appeal={appeal} />
              </Card.Body>
            </Card>
          </div>
        )}
        {view.can_modify && view.other_open_appeals.length > 0 && (
          <div className="col-12">
            <Card className="appeal-card appeal-admin-card">
              <Card.Body>
                <OtherOpenAppeals appealId={appeal.id} others={view.other_open_appeals} />
              </Card.Body>
            </Card>
          </div>
        )}
        <div className="col-12">
          <Card className="appeal-card">
            <Card.Body>
              <AppealComments appealId={appeal.id} comments={view.comments} canComment={view.can_comment} />
            </Card.Body>
          </Card>
        </div>
      </div>
    </>
  );
}

/** /appeals/inspect/{id}/: the appeal, its punishment and its discussion (spec §2). */
export function InspectAppealPage() {
  const t = useT("appeals");
  const params = useParams();
  const id = idFromUrl(params.id);
  const appeal = useAppeal(id);
  const punishment = appeal.data?.appeal.punishment;
  usePageTitle(
    punishment ? t("appeals.title.appealOf", { type: punishment.type, player: punishment.player }) : undefined,
  );

  if (id === 0) return <NotFoundPage />;
  const errorPage = errorPageFor(appeal.error);
  if (errorPage) return errorPage;

  return (
    <section className="container py-4 py-lg-5">
      {appeal.isPending ? (
        <InspectPlaceholder />
      ) : appeal.isError ? (
        <Alert variant="danger">{errorMessage(appeal.error, t(MESSAGES.fetchData))}</Alert>
      ) : (
        <AppealBody view={appeal.data} />
      )}
    </section>
  );
}
