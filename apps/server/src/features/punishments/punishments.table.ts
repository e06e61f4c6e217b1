import type { PunishmentType, PunishmentTypeFilter } from "@bastion/shared";
import type { Generated, Insertable, Selectable } from "kysely";

export interface PunishmentsTable {
  id: Generated<number>;
  /** The source's own id: a re-import or re-send with the same id updates the row. */
  external_id: string | null;
  type: PunishmentType;
  player: string;
  player_uuid: string;
  /** The row of punishment_players for this player's name (the search index). */
  player_id: number;
  reason: string;
  actioned_by: string;
  /** "CONSOLE" when the server console gave the punishment. */
  actioned_by_uuid: string;
  play_time: number | null;
  date: string;
  /** null: permanent. */
  until: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
  /** The import that added this row (docs/decisions/014); null for rows the API or a sync added. */
  import_id: number | null;
}

/** One row per distinct lower-cased player name, with how many punishments of each type it has. */
export interface PunishmentPlayersTable {
  id: Generated<number>;
  name_key: string;
  count_all: Generated<number>;
  count_ban: Generated<number>;
  count_mute: Generated<number>;
  count_kick: Generated<number>;
  count_warning: Generated<number>;
}

/** Per-type punishment counts of the players whose name contains a substring of 1 to 3 characters. */
export interface PunishmentGramCountsTable {
  gram: string;
  count_all: Generated<number>;
  count_ban: Generated<number>;
  count_mute: Generated<number>;
  count_kick: Generated<number>;
  count_warning: Generated<number>;
}

/** A write's change to the substring counts, appended on PostgreSQL and folded in later. */
export interface PunishmentGramDeltasTable {
  id: Generated<number>;
  gram: string;
  count_all: number;
  count_ban: number;
  count_mute: number;
  count_kick: number;
  count_warning: number;
}

/**
 * Per-type counts of the players whose name contains a substring of 1 or 2 characters, per period of
 * the punishments' date: the day (YYYY-MM-DD) for one character, the month (YYYY-MM) for two.
 */
export interface PunishmentGramPeriodsTable {
  gram: string;
  period: string;
  count_all: Generated<number>;
  count_ban: Generated<number>;
  count_mute: Generated<number>;
  count_kick: Generated<number>;
  count_warning: Generated<number>;
}

export interface PunishmentsTables {
  punishments: PunishmentsTable;
  punishment_players: PunishmentPlayersTable;
  /** Trigram -> player: the search's candidates. */
  punishment_name_grams: { gram: string; player_id: number };
  punishment_gram_counts: PunishmentGramCountsTable;
  /**
   * Punishments per type (and in total under "All") per UTC day of their date (YYYY-MM-DD); kept in the
   * same transaction as every write. A type's total is the sum of its days (docs/decisions/008).
   */
  punishment_day_counts: { type: PunishmentTypeFilter; day: string; total: number };
  /** PostgreSQL's writers append their changes to the day counts here; readers add them in. */
  punishment_count_deltas: { id: Generated<number>; type: PunishmentTypeFilter; day: string; delta: number };
  /** The same for the substring counts. */
  punishment_gram_deltas: PunishmentGramDeltasTable;
  /** The substring counts of 1 or 2 characters per period: where a common search's deep pages start. */
  punishment_gram_periods: PunishmentGramPeriodsTable;
  /** The same appended by PostgreSQL's writers. */
  punishment_gram_period_deltas: PunishmentGramDeltasTable & { period: string };
  /** Imports of punishment files, saved in slices; an unfinished one resumes from rows_applied. */
  punishment_imports: PunishmentImportsTable;
}

export interface PunishmentImportsTable {
  id: Generated<number>;
  file_sha256: string;
  file_name: string;
  rows_total: number;
  rows_applied: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  started_at: string;
  /** When its last slice was saved. */
  progress_at: string | null;
  /** When it ended: every row saved, or every row it added removed again (see discarded_at). */
  finished_at: string | null;
  /** Set when `import-punishments --discard-unfinished` began removing what it had added. */
  discarded_at: string | null;
  /** 1 when its rows carry its id in punishments.import_id (every import since docs/decisions/014). */
  marks_rows: Generated<number>;
}

export type PunishmentRow = Selectable<PunishmentsTable>;
export type NewPunishment = Insertable<PunishmentsTable>;
