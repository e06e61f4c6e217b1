import type { PunishmentTypeFilter } from "@bastion/shared";
import { asLongRead, type Db } from "../../db/database";
import type { ListRow, SliceWindow } from "./punishments.list.repository";
import { nameKeyOf } from "./punishments.search.name-index";
import { denseSlice, searchStats, sparseSlice } from "./punishments.search.repository";

// The planner of a player-name search, beside the index it reads (docs/decisions/005): the search
// text comes in once, is counted through the name index, and each slice asked for is read by the
// cheaper of two plans.

/**
 * A row fetched through a player's postings costs about this many rows walked in date order
 * (figures in docs/decisions/005).
 */
const GATHER_COST = 2;

/** Rows walked past which a search's slice is read as a long read (figures in docs/decisions/005). */
const LONG_READ_ROWS = 20_000;

export interface NameSearch {
  /** Punishments of the type whose player name contains the text. */
  count: number;
  /** A slice of those punishments in date order, read by the cheaper plan. */
  slice(window: SliceWindow): Promise<ListRow[]>;
}

/**
 * A search of the punishments of `type` (`typeTotal` of them) whose player name contains `text`,
 * counted without scanning the names.
 */
export async function searchByName(
  db: Db,
  type: PunishmentTypeFilter,
  text: string,
  typeTotal: number,
): Promise<NameSearch> {
  const key = nameKeyOf(text);
  const { count, trigrams } = await searchStats(db, key, type);
  return {
    count,
    slice(window) {
      // Walking the date order finds the slice after about (offset + limit) / density rows; gathering
      // the matching players' rows costs in proportion to how many match.
      const walked = count > 0 ? ((window.offset + window.limit) * typeTotal) / count : 0;
      const gathered = GATHER_COST * count;
      const read = () =>
        walked < gathered ? denseSlice(db, type, key, window) : sparseSlice(db, type, key, trigrams, window);
      // A search has no day counts to start from: deep in a common name's matches it walks many rows,
      // which SQLite does off the main thread so that other requests are not held meanwhile.
      return Math.min(walked, gathered) > LONG_READ_ROWS ? asLongRead(db, read) : read();
    },
  };
}
