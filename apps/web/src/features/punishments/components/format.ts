import type { PunishmentType, PunishmentTypeFilter } from "@bastion/shared";

/** Spec §2: an empty end means the punishment never ends. */
export const PERMANENTLY = "Permanently";

/** A kick is over as it happens: it has no end to show (its stored end is its own date). */
export const NO_DURATION = "N/A";

/** How the Until column reads: no duration for a kick, "Permanently" without an end, else the end. */
export function untilKind(type: PunishmentType, until: string | null): "none" | "permanent" | "date" {
  if (type === "Kick") return "none";
  return until ? "date" : "permanent";
}

/** "3 d 4 h", "2 h 15 min", "12 min": the two largest units are enough to read at a glance. */
export function formatPlayTime(seconds: number | null): string {
  if (seconds === null) return "Not recorded";
  const units: [string, number][] = [
    ["d", Math.floor(seconds / 86_400)],
    ["h", Math.floor((seconds % 86_400) / 3_600)],
    ["min", Math.floor((seconds % 3_600) / 60)],
  ];
  const parts = units.filter(([, value]) => value > 0).slice(0, 2);
  if (parts.length === 0) return seconds > 0 ? "Less than a minute" : "0 min";
  return parts.map(([unit, value]) => `${value} ${unit}`).join(" ");
}

/** Spec §2: "No punishments were found" for the type, optionally containing the search text. */
export function emptyMessage(type: PunishmentTypeFilter, search: string): string {
  const forType = type === "All" ? "" : ` for the type ${type}`;
  const containing = search ? ` containing "${search}"` : "";
  return `No punishments were found${forType}${containing}.`;
}
