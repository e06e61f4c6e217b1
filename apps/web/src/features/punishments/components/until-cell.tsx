import type { PunishmentType } from "@bastion/shared";
import { formatDateTime } from "../../../lib/format-date";
import { NO_DURATION, PERMANENTLY, untilKind } from "./format";

/** The end of a punishment: N/A for a kick, Permanently without an end, else its date and time. */
export function Until({ type, until }: { type: PunishmentType; until: string | null }) {
  const kind = untilKind(type, until);
  if (kind === "none") return <span className="text-body-secondary">{NO_DURATION}</span>;
  if (kind === "permanent" || !until) return PERMANENTLY;
  return <time dateTime={until}>{formatDateTime(until)}</time>;
}
