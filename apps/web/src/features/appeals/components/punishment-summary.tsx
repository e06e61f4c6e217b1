import { useId } from "react";
import { formatDateTime } from "../../../lib/format-date";

interface PunishmentSummaryProps {
  punishment: { type: string; date: string; player: string; reason: string; actioned_by: string };
}

/**
 * The punishment being appealed; the reason scrolls inside a box of at most 250 px (spec §9). Its
 * label says whose reason it is: the create page has the player's own reason beside it (issue 27).
 */
export function PunishmentSummary({ punishment }: PunishmentSummaryProps) {
  const reasonLabel = useId();
  return (
    <dl className="punishment-summary row mb-0">
      <dt className="col-sm-4">Type</dt>
      <dd className="col-sm-8">{punishment.type}</dd>
      <dt className="col-sm-4">Date</dt>
      <dd className="col-sm-8">
        <time dateTime={punishment.date}>{formatDateTime(punishment.date)}</time>
      </dd>
      <dt className="col-sm-4">Player name</dt>
      <dd className="col-sm-8">{punishment.player}</dd>
      <dt className="col-sm-4">Issued by</dt>
      <dd className="col-sm-8">{punishment.actioned_by}</dd>
      <dt className="col-sm-4" id={reasonLabel}>
        Reason for the punishment
      </dt>
      <dd className="col-sm-8 mb-0">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="reason-box rounded-2 p-2" tabIndex={0} aria-labelledby={reasonLabel}>
          {punishment.reason || "No reason given."}
        </section>
      </dd>
    </dl>
  );
}
