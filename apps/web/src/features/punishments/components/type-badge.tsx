import type { PunishmentType } from "@bastion/shared";
import { useT } from "../../../lib/i18n";
import { TYPE_LABEL } from "./labels";

const VARIANT: Record<PunishmentType, string> = {
  Ban: "text-bg-danger",
  Mute: "text-bg-warning",
  Kick: "text-bg-info",
  Warning: "text-bg-secondary",
};

export function TypeBadge({ type }: { type: PunishmentType }) {
  const t = useT("punishments");
  return <span className={`badge ${VARIANT[type]} punishment-type`}>{t(TYPE_LABEL[type])}</span>;
}
