import type { PunishmentType, PunishmentTypeFilter } from "@bastion/shared";
import type { Db } from "../../db/database";
import { nameKeyOf } from "./punishments.search.name-index";
import type { PunishmentRow } from "./punishments.table";

// The list's queries: slices of the punishments in date order (a name search's slices are in
// punishments.search.repository.ts), and single punishments by id or by player.

/** What a row of the public list shows. */
export const LIST_COLUMNS = ["p.id", "p.player", "p.type", "p.reason", "p.actioned_by", "p.date", "p.until"] as const;

/**
 * Stored dates are ISO-8601 UTC text: every date of a day sorts between "YYYY-MM-DD" and "YYYY-MM-DDU".
 * The bound a walk from `day` starts at, newest first (below the day's end) or oldest first.
 */
export const dayBound = (day: string, newestFirst: boolean) => (newestFirst ? `${day}U` : day);

/** Which rows, from which end, and where to start. */
export interface SliceWindow {
  offset: number;
  limit: number;
  newestFirst: boolean;
}

/**
 * A slice of the punishments of a type, newest first or oldest first. Paging near the end reads
 * oldest first with a small offset, so the last page costs what the first does.
 */
export async function listSlice(
  db: Db,
  type: PunishmentTypeFilter,
  slice: SliceWindow & {
    /** Start at this UTC day (YYYY-MM-DD): its newest row, or its oldest when reading oldest first. */
    fromDay?: string;
  },
) {
  const direction = slice.newestFirst ? "desc" : "asc";
  let query = db.selectFrom("punishments as p").select(LIST_COLUMNS);
  if (type !== "All") query = query.where("p.type", "=", type);
  if (slice.fromDay)
    query = query.where("p.date", slice.newestFirst ? "<" : ">=", dayBound(slice.fromDay, slice.newestFirst));
  return query
    .orderBy("p.date", direction)
    .orderBy("p.id", direction)
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

export type ListRow = Awaited<ReturnType<typeof listSlice>>[number];

export async function findPunishmentById(db: Db, id: number): Promise<PunishmentRow | undefined> {
  return db.selectFrom("punishments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The type, player and reason of each of these punishments (primary key lookups). */
export async function findSummaries(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("punishments").select(["id", "type", "player", "reason"]).where("id", "in", ids).execute();
}

/** The newest punishment of a type for a player name, whatever its case. */
export async function findNewestForPlayer(
  db: Db,
  playerName: string,
  type: PunishmentType,
): Promise<PunishmentRow | undefined> {
  return db
    .selectFrom("punishments")
    .selectAll()
    .where("player_id", "=", (eb) =>
      eb.selectFrom("punishment_players").select("id").where("name_key", "=", nameKeyOf(playerName)),
    )
    .where("type", "=", type)
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}
