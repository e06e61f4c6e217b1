import type { AppealPunishment, PunishmentDetail } from "@bastion/shared";
import Button from "react-bootstrap/Button";
import { useLocation, useNavigate } from "react-router";
import { LinkButton } from "../../../components/feedback/link-button";
import { useActiveUser } from "../../../lib/auth/active-user";

/**
 * The way on from a punishment: a signed-in player appeals it (the appeal form opens with this
 * punishment filled in, as the verify step would hand it over); a visitor is asked to sign in first
 * and comes back here.
 */
export function AppealAction({ punishment }: { punishment: PunishmentDetail }) {
  const { data: user } = useActiveUser();
  const navigate = useNavigate();
  const location = useLocation();
  if (!user) return null;

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

  return (
    <div className="appeal-action d-flex flex-wrap align-items-center gap-3 mt-3">
      <p className="mb-0 me-auto text-body-secondary">Think this punishment was a mistake?</p>
      {user.is_authenticated ? (
        <Button variant="primary" onClick={handleAppeal}>
          Appeal this punishment
        </Button>
      ) : (
        <LinkButton to={`/login/?next=${encodeURIComponent(location.pathname)}`} variant="primary">
          Sign in to appeal
        </LinkButton>
      )}
    </div>
  );
}
