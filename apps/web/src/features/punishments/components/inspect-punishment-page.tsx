import "./punishments.css";
import type { PunishmentDetail } from "@bastion/shared";
import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import { useLocation, useNavigate, useParams } from "react-router";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { NotFoundPage } from "../../../components/errors/pages";
import { PlayerAvatar } from "../../../components/feedback/player-avatar";
import { usePageTitle } from "../../../components/routing/page-title";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { idFromUrl } from "../../../lib/id-from-url";
import { usePunishment } from "../api/get-punishment";
import { AppealAction } from "./appeal-action";
import { formatPlayTime } from "./format";
import { TypeBadge } from "./type-badge";
import { Until } from "./until-cell";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

function Person({ name, uuid }: { name: string; uuid: string }) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <PlayerAvatar uuid={uuid} size={32} />
      <span className="fw-semibold text-break">{name}</span>
    </span>
  );
}

function Details({ punishment }: { punishment: PunishmentDetail }) {
  const t = useT("punishments");
  return (
    <table className="table punishment-details mb-0">
      <tbody>
        <Row label={t("punishments.details.player")}>
          <Person name={punishment.player} uuid={punishment.player_uuid} />
        </Row>
        <Row label={t("punishments.details.reason")}>
          <span className="punishment-full-reason">{punishment.reason || t("punishments.details.noReason")}</span>
        </Row>
        <Row label={t("punishments.details.issuedBy")}>
          <Person name={punishment.actioned_by} uuid={punishment.actioned_by_uuid} />
        </Row>
        <Row label={t("punishments.details.playTime")}>{formatPlayTime(punishment.play_time, t)}</Row>
        <Row label={t("punishments.details.dateIssued")}>
          <time dateTime={punishment.date}>{formatDateTime(punishment.date)}</time>
        </Row>
        <Row label={t("punishments.details.until")}>
          <Until type={punishment.type} until={punishment.until} />
        </Row>
        <Row label={t("punishments.details.active")}>
          <span className={`badge ${punishment.is_active ? "text-bg-danger" : "text-bg-secondary"}`}>
            {punishment.is_active ? t("punishments.details.yes") : t("punishments.details.no")}
          </span>
        </Row>
      </tbody>
    </table>
  );
}

function DetailsPlaceholder() {
  return (
    <div className="placeholder-glow p-3" aria-hidden="true">
      {[7, 10, 5, 4, 6, 6, 3].map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines
        <p key={index} className="d-flex gap-3 mb-3">
          <span className="placeholder col-3" />
          <span className={`placeholder col-${width}`} />
        </p>
      ))}
    </div>
  );
}

/** /punished/{id}/: one punishment's record (spec §2 Inspect player). */
export function InspectPunishmentPage() {
  const id = idFromUrl(useParams().id);
  const t = useT("punishments");
  const { data, isPending, isError, error } = usePunishment(id);
  usePageTitle(data ? t("punishments.title.player", { type: data.type, player: data.player }) : undefined);
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromList = typeof (location.state as { from?: unknown } | null)?.from === "string";

  if (id === 0) return <NotFoundPage />;
  const errorPage = errorPageFor(error);
  if (errorPage) return errorPage;

  // Back to the list as it was (page, search, type) when the row was opened from it.
  const handleReturn = () => (cameFromList ? navigate(-1) : navigate("/punished/"));

  return (
    <section className="container py-4 py-lg-5 punishment-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto d-flex align-items-center gap-2 flex-wrap">
          {data ? (
            <>
              <TypeBadge type={data.type} />
              <span className="text-break">{data.player}</span>
            </>
          ) : (
            t("punishments.title.inspect")
          )}
        </h1>
        {/* Issue 18: the list's own button is the spec's Return (home); this one says where it goes. */}
        <Button variant="outline-light" onClick={handleReturn}>
          {t("punishments.inspect.back")}
        </Button>
      </div>
      <div className="punishments-card">
        {isPending && <DetailsPlaceholder />}
        {isError && (
          <div className="alert alert-danger m-3" role="alert">
            {errorMessage(error, t("punishments.inspect.fetchError"))}
          </div>
        )}
        {data && <Details punishment={data} />}
      </div>
      {data && <AppealAction punishment={data} />}
    </section>
  );
}
