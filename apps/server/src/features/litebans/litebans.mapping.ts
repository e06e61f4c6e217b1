import { CONSOLE_UUID, LIMITS, PLAYER_NAME_MAX, type PunishmentRecord, type PunishmentType } from "@bastion/shared";
import type { SourceRow } from "./litebans.source";
import type { PunishmentTable } from "./litebans.table";

// From a LiteBans row to the punishment Bastion stores, the same record the import file and the game
// server's API carry, so it takes the same write path (counters, name index) as they do.
//
// LiteBans' facts: `time` and `until` are milliseconds; `until <= 0` (-1 and 0 both occur) is
// permanent; the console issues as banned_by_uuid 'CONSOLE'; uuids '#offline#' and '#' are not
// players (IP bans of someone never seen); player names come from the history table.
//
// The record is built already in the shape punishmentInputSchema gives (trimmed, within its limits,
// uuids lower-case with dashes, dates as ISO-8601 UTC) instead of being parsed by it: the parse was
// a sizeable share of a large import's CPU (figures in docs/decisions/012). litebans.mapping.test.ts
// checks that the schema leaves every record as it is.

const TYPE_OF: Record<PunishmentTable, PunishmentType> = {
  bans: "Ban",
  mutes: "Mute",
  warnings: "Warning",
  kicks: "Kick",
};

const NOT_PLAYERS = new Set(["#offline#", "#"]);
const UUID_HEX = "[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}";
const UUID = new RegExp(`^${UUID_HEX}$`, "i");
/** Dates Bastion stores: 1970 to 9998 (the shared schema's range). */
const LAST_MS = Date.UTC(9998, 11, 31);

/**
 * The same rules for LiteBans' database to count by (litebans-status), as patterns for MariaDB's
 * REGEXP (case-insensitive on LiteBans' ascii_general_ci uuid column) around an untrimmed uuid.
 */
export const ROW_RULES = {
  notPlayer: `^\\s*(${[...NOT_PLAYERS].join("|")})?\\s*$`,
  playerUuid: `^\\s*${UUID_HEX}\\s*$`,
  lastMs: LAST_MS,
} as const;

/** `litebans:bans:42`: the external id that makes a second sync of a row update it. */
export const externalId = (table: PunishmentTable, id: number) => `litebans:${table}:${id}`;

/** Every external id of a table starts with this. */
export const externalIdPrefix = (table: PunishmentTable) => `litebans:${table}:`;

/** The LiteBans id in an external id of this table, or undefined for anything else. */
export function sourceIdOf(table: PunishmentTable, external: string): number | undefined {
  const prefix = externalIdPrefix(table);
  if (!external.startsWith(prefix)) return undefined;
  const rest = external.slice(prefix.length);
  return /^\d{1,15}$/.test(rest) ? Number(rest) : undefined;
}

export type Mapped =
  | { ok: true; record: PunishmentRecord }
  | { ok: false; externalId: string; why: "not a player" | "bad row"; detail: string };

/** Trimmed and at most `max` characters (trimmed again: a cut may end on a space). */
const fit = (text: string, max: number) => {
  const trimmed = text.trim();
  return trimmed.length > max ? trimmed.slice(0, max).trim() : trimmed;
};

/** A name that fits Bastion's rules, or the fallback when there is none. */
function nameOr(name: string | null | undefined, fallback: string) {
  const fitted = fit(name ?? "", PLAYER_NAME_MAX);
  return fitted === "" ? fallback : fitted;
}

/** Lower case with dashes, as Bastion stores uuids. */
function dashed(uuid: string) {
  const hex = uuid.replaceAll("-", "");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isValidMs = (ms: number) => Number.isFinite(ms) && ms >= 0 && ms <= LAST_MS;

/**
 * One LiteBans row as a punishment record, or why it is left out. `names` maps lower-cased uuids to
 * current player names (from history); a player never seen there is shown by their uuid.
 */
export function toRecord(table: PunishmentTable, row: SourceRow, names: ReadonlyMap<string, string>): Mapped {
  const id = externalId(table, Number(row.id));
  const uuid = (row.uuid ?? "").trim().toLowerCase();
  if (uuid === "" || NOT_PLAYERS.has(uuid)) return { ok: false, externalId: id, why: "not a player", detail: uuid };
  const time = Number(row.time);
  if (!UUID.test(uuid)) return { ok: false, externalId: id, why: "bad row", detail: `uuid '${uuid}'` };
  if (!isValidMs(time)) return { ok: false, externalId: id, why: "bad row", detail: `time ${row.time}` };

  const until = Number(row.until);
  const permanent = table === "kicks" || !(until > 0);
  const issuerUuid = (row.banned_by_uuid ?? "").trim().toLowerCase();
  // Anything that is not a player's uuid issued from the console (LiteBans writes 'CONSOLE').
  const byConsole = !UUID.test(issuerUuid);
  const playerUuid = dashed(uuid);
  const record: PunishmentRecord = {
    id,
    type: TYPE_OF[table],
    player: nameOr(names.get(uuid), playerUuid),
    player_uuid: playerUuid,
    reason: fit(row.reason ?? "", LIMITS.punishmentReason),
    actioned_by: nameOr(row.banned_by_name, byConsole ? "Console" : dashed(issuerUuid)),
    actioned_by_uuid: byConsole ? CONSOLE_UUID : dashed(issuerUuid),
    play_time: null,
    date: new Date(time).toISOString(),
    // An end before the start (hand edits) is taken as ending when it began.
    until: permanent ? null : new Date(Math.min(Math.max(until, time), LAST_MS)).toISOString(),
    is_active: table !== "kicks" && Number(row.active) === 1,
  };
  return { ok: true, record };
}
