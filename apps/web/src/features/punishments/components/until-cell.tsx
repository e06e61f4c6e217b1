import type { PunishmentType } from "@bastion/shared";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { untilKind } from "./format";

/** The end of a punishment: N/A for a kick, Permanently without an end, else its date and time. */
export function Until({ type, until }: { type: PunishmentType; until: string | null }) {
  const t = useT("punishments");
  const kind = untilKind(type, until);
  if (kind === "none") return <span className="text-body-secondary">{t("punishments.until.none")}</span>;
  if (kind === "permanent" || !until) return t("punishments.until.permanently");
  return <time dateTime={until}>{formatDateTime(until)}</time>;
}
