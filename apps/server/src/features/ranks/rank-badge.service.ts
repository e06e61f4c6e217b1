import type { RankBadge } from "@bastion/shared";
import type { Db } from "../../db/database";
import { findRankBadge } from "./ranks.repository";

// The badge beside a member's name (issue 30, docs/decisions/032), for the features that show one:
// their repositories join `topRankId` and select `RANK_BADGE_COLUMNS` in the page's own query.
export { RANK_BADGE_COLUMNS, topRankId } from "./ranks.repository";

/** The badge of a row joined with `topRankId` and `RANK_BADGE_COLUMNS`. */
export function rankBadgeOf(row: {
  rank_name: string | null;
  rank_badge: string | null;
  rank_colour: string | null;
}): RankBadge {
  if (row.rank_name === null) return null;
  return { name: row.rank_name, badge: row.rank_badge, colour: row.rank_colour };
}

/** One member's badge (a freshly posted comment's answer). */
export const memberRankBadge = async (db: Db, userId: number) => rankBadgeOf(await findRankBadge(db, userId));
