import type { PunishmentType } from "@bastion/shared";

const VARIANT: Record<PunishmentType, string> = {
  Ban: "text-bg-danger",
  Mute: "text-bg-warning",
  Kick: "text-bg-info",
  Warning: "text-bg-secondary",
};

export function TypeBadge({ type }: { type: PunishmentType }) {
  return <span className={`badge ${VARIANT[type]} punishment-type`}>{type}</span>;
}
