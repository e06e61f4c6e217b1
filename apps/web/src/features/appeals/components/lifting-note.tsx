import type { AppealDetail, AppealStatus } from "@bastion/shared";
import Alert from "react-bootstrap/Alert";

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
  const { punishment } = appeal;
  // Kicks and warnings hold nothing to lift.
  if (punishment.type !== "Ban" && punishment.type !== "Mute") return null;
  const kind = punishment.type.toLowerCase();

  if (appeal.status === "Approved") {
    return punishment.is_active ? (
      <Alert variant="warning" className="mt-3 mb-0">
        <strong>Approved, but the {kind} is still active.</strong> Approving here does not lift it: lift it in game.
        This page shows it lifted once the game server or the LiteBans sync reports it.
      </Alert>
    ) : (
      <p className="mt-3 mb-0 text-body-secondary">Approved, and the {kind} has since been lifted.</p>
    );
  }
  if (chosen === "Approved" && punishment.is_active) {
    return (
      <p className="mt-3 mb-0 small text-body-secondary">
        Approving does not lift the {kind}: lift it in game as well.
      </p>
    );
  }
  return null;
}
