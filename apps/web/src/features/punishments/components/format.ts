import type { PunishmentType, PunishmentTypeFilter } from "@bastion/shared";
import type { Translate } from "../../../lib/i18n";
import { TYPE_LABEL } from "./labels";

/** How the Until column reads: no duration for a kick, "Permanently" without an end, else the end. */
export function untilKind(type: PunishmentType, until: string | null): "none" | "permanent" | "date" {
  // A kick is over as it happens: it has no end to show (its stored end is its own date).
  if (type === "Kick") return "none";
  // Spec §2: an empty end means the punishment never ends.
  return until ? "date" : "permanent";
}

/**
 * "3 d 4 h", "2 h 15 min", "12 min": the two largest units are enough to read at a glance. The
 * units and how two of them join are the catalogue's, so each language writes them its own way.
 */
export function formatPlayTime(seconds: number | null, t: Translate): string {
  if (seconds === null) return t("punishments.playTime.notRecorded");
  const units = [
    { count: Math.floor(seconds / 86_400), unit: (count: number) => t("punishments.playTime.days", { count }) },
    {
      count: Math.floor((seconds % 86_400) / 3_600),
      unit: (count: number) => t("punishments.playTime.hours", { count }),
    },
    {
      count: Math.floor((seconds % 3_600) / 60),
      unit: (count: number) => t("punishments.playTime.minutes", { count }),
    },
  ];
  const [first, second] = units.filter(({ count }) => count > 0).slice(0, 2);
  if (!first)
    return seconds > 0 ? t("punishments.playTime.lessThanMinute") : t("punishments.playTime.minutes", { count: 0 });
  if (!second) return first.unit(first.count);
  return t("punishments.playTime.pair", { first: first.unit(first.count), second: second.unit(second.count) });
}

/** Spec §2: "No punishments were found" for the type, optionally containing the search text. */
export function emptyMessage(type: PunishmentTypeFilter, search: string, t: Translate): string {
  if (type === "All") {
    return search ? t("punishments.list.emptySearch", { search }) : t("punishments.list.empty");
  }
  const label = t(TYPE_LABEL[type]);
  return search
    ? t("punishments.list.emptyTypeSearch", { type: label, search })
    : t("punishments.list.emptyType", { type: label });
}
