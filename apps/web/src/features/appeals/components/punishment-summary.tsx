import type { PunishmentType } from "@bastion/shared";
import { useId } from "react";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { TYPE_LABEL } from "./labels";

interface PunishmentSummaryProps {
  punishment: { type: PunishmentType; date: string; player: string; reason: string; actioned_by: string };
}

/**
 * The punishment being appealed; the reason scrolls inside a box of at most 250 px (spec §9). Its
 * label says whose reason it is: the create page has the player's own reason beside it (issue 27).
 */
export function PunishmentSummary({ punishment }: PunishmentSummaryProps) {
  const t = useT("appeals");
  const reasonLabel = useId();
  return (
    <dl className="punishment-summary row mb-0">
      <dt className="col-sm-4">{t("appeals.summary.type")}</dt>
      <dd className="col-sm-8">{t(TYPE_LABEL[punishment.type])}</dd>
      <dt className="col-sm-4">{t("appeals.summary.date")}</dt>
      <dd className="col-sm-8">
        <time dateTime={punishment.date}>{formatDateTime(punishment.date)}</time>
      </dd>
      <dt className="col-sm-4">{t("appeals.summary.player")}</dt>
      <dd className="col-sm-8">{punishment.player}</dd>
      <dt className="col-sm-4">{t("appeals.summary.issuedBy")}</dt>
      <dd className="col-sm-8">{punishment.actioned_by}</dd>
      <dt className="col-sm-4" id={reasonLabel}>
        {t("appeals.summary.reason")}
      </dt>
      <dd className="col-sm-8 mb-0">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="reason-box rounded-2 p-2" tabIndex={0} aria-labelledby={reasonLabel}>
          {punishment.reason || t("appeals.summary.noReason")}
        </section>
      </dd>
    </dl>
  );
}
