import type { AppealPunishment, OwnAppeal, PunishmentDetail } from "@bastion/shared";
import Button from "react-bootstrap/Button";
import { useLocation, useNavigate } from "react-router";
import { LinkButton } from "../../../components/feedback/link-button";
import { useActiveUser } from "../../../lib/auth/active-user";
import { formatDate } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n";
import { useModuleOn } from "../../../lib/site-config";
import { useOwnAppeal } from "../api/get-own-appeal";
import { STATUS_LABEL } from "./labels";

type Appeal = NonNullable<OwnAppeal["appeal"]>;

/** What the player already did: their newest appeal, with the way to it (issue 27). */
function AppealedText({ appeal }: { appeal: Appeal }) {
  const t = useT("punishments");
  return (
    <p className="mb-0 me-auto">
      <Trans
        id="punishments.appeal.appealed"
        values={{ date: formatDate(appeal.date_created) }}
        components={{ 0: <time dateTime={appeal.date_created} /> }}
      />
      {!appeal.is_opened && (
        <span className="text-body-secondary">
          {" "}
          {t("punishments.appeal.closed", { status: t(STATUS_LABEL[appeal.status]) })}
        </span>
      )}
    </p>
  );
}

/**
 * The way on from a punishment: a signed-in player appeals it (the appeal form opens with this
 * punishment filled in, as the verify step would hand it over), or, having appealed it, finds their
 * appeal (a second one while it is open would be refused); a visitor is asked to sign in first and
 * comes back here.
 */
export function AppealAction({ punishment }: { punishment: PunishmentDetail }) {
  const t = useT("punishments");
  const { data: user } = useActiveUser();
  const signedIn = Boolean(user?.is_authenticated);
  // Appeals switched off by the owner (issue 30): no way to appeal is offered, and nothing is asked.
  const appealsOn = useModuleOn("appeals");
  const own = useOwnAppeal(punishment.id, signedIn && appealsOn);
  const navigate = useNavigate();
  const location = useLocation();
  if (!user || !appealsOn) return null;

  function handleAppeal() {
    const handedOver: AppealPunishment = {
      id: punishment.id,
      type: punishment.type,
      date: punishment.date,
      player: punishment.player,
      reason: punishment.reason,
      actioned_by: punishment.actioned_by,
      until: punishment.until,
    };
    navigate("/appeals/create/", { state: { punishment: handedOver } });
  }

  if (!signedIn) {
    return (
      <div className="appeal-action d-flex flex-wrap align-items-center gap-3 mt-3">
        <p className="mb-0 me-auto text-body-secondary">{t("punishments.appeal.question")}</p>
        <LinkButton to={`/login/?next=${encodeURIComponent(location.pathname)}`} variant="primary">
          {t("punishments.appeal.signIn")}
        </LinkButton>
      </div>
    );
  }

  if (own.isPending) {
    return (
      <div className="appeal-action d-flex flex-wrap align-items-center gap-3 mt-3 placeholder-glow" aria-busy="true">
        <span className="placeholder col-6 col-md-4 me-auto" />
        <span className="placeholder btn btn-primary disabled col-4 col-md-2" aria-hidden="true" />
      </div>
    );
  }

  // Unknown (the question failed): offer the appeal; the server still refuses a second open one.
  const appeal = own.data?.appeal ?? null;
  return (
    <div className="appeal-action d-flex flex-wrap align-items-center gap-3 mt-3">
      {appeal ? (
        <AppealedText appeal={appeal} />
      ) : (
        <p className="mb-0 me-auto text-body-secondary">{t("punishments.appeal.question")}</p>
      )}
      {appeal && (
        <LinkButton to={`/appeals/inspect/${appeal.id}/`} variant={appeal.is_opened ? "primary" : "outline-light"}>
          {t("punishments.appeal.view")}
        </LinkButton>
      )}
      {!appeal?.is_opened && (
        <Button variant="primary" onClick={handleAppeal}>
          {appeal ? t("punishments.appeal.again") : t("punishments.appeal.start")}
        </Button>
      )}
    </div>
  );
}
