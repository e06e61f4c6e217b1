import type { RankBadge } from "@bastion/shared";

/** The badge of a row joined with `topRankId` and `RANK_BADGE_COLUMNS` (ranks.repository.ts). */
export function rankBadgeOf(row: {
  rank_name: string | null;
  rank_badge: string | null;
  rank_colour: string | null;
}): RankBadge {
  if (row.rank_name === null) return null;
  return { name: row.rank_name, badge: row.rank_badge, colour: row.rank_colour };
}
