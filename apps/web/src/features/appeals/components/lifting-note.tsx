import type { AppealDetail, AppealStatus } from "@bastion/shared";
import Alert from "react-bootstrap/Alert";
import { Trans, useT } from "../../../lib/i18n";

interface LiftingNoteProps {
  appeal: AppealDetail;
  /** The status chosen in the review form, not saved yet. */
  chosen: AppealStatus;
}

/**
 * Approving an appeal here does not lift the punishment: the site only shows what the game server
 * (or the LiteBans sync) reports. An administrator is told so when they choose Approved for a ban or
 * mute that still holds, and, once approved, sees whether it has since been lifted (issue 27).
 */
export function LiftingNote({ appeal, chosen }: LiftingNoteProps) {
  const t = useT("appeals");
  const { punishment } = appeal;
  // Kicks and warnings hold nothing to lift.
  if (punishment.type !== "Ban" && punishment.type !== "Mute") return null;
  // The type picks the whole sentence: its words (and their gender) differ by language.
  const type = punishment.type;

  if (appeal.status === "Approved") {
    return punishment.is_active ? (
      <Alert variant="warning" className="mt-3 mb-0">
        <Trans id="appeals.lifting.stillActive" values={{ type }} components={{ 0: <strong /> }} />
      </Alert>
    ) : (
      <p className="mt-3 mb-0 text-body-secondary">{t("appeals.lifting.lifted", { type })}</p>
    );
  }
  if (chosen === "Approved" && punishment.is_active) {
    return <p className="mt-3 mb-0 small text-body-secondary">{t("appeals.lifting.chosen", { type })}</p>;
  }
  return null;
}
