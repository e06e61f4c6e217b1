import { badgeText, type RankBadge, readableTextOn } from "@bastion/shared";
import { useT } from "../../lib/i18n";
import "./rank-pill.css";

interface RankPillProps {
  rank: RankBadge;
  className?: string;
}

/**
 * A member's rank (issue 30): a pill in the rank's colour, its text black or white (whichever reads
 * on that colour, always AA), or the theme's neutral badge when the rank has no colour. A screen
 * reader hears the rank's name.
 */
export function RankPill({ rank, className = "" }: RankPillProps) {
  const t = useT("common");
  if (!rank) return null;
  const style = rank.colour ? { backgroundColor: rank.colour, color: readableTextOn(rank.colour) } : undefined;
  return (
    <span
      className={`rank-pill badge rounded-pill ${rank.colour ? "" : "text-bg-secondary"} ${className}`.trim()}
      style={style}
      title={t("common.rank", { name: rank.name })}
    >
      <span aria-hidden="true">{badgeText(rank)}</span>
      <span className="visually-hidden">{t("common.rank", { name: rank.name })}</span>
    </span>
  );
}
