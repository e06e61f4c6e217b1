import { mulberry32 } from "@bastion/shared";

// Rows as the LiteBans plugin writes them (see fixtures/litebans-schema.sql), and a small seeded
// generator of a realistic server: players (some renamed), staff and the console issuing bans, mutes,
// warnings and kicks, some temporary, some permanent (-1 and 0), some lifted or expired.

export type Table = "bans" | "mutes" | "warnings" | "kicks";

export interface LitebansRow extends Record<string, unknown> {
  id: number;
  uuid: string | null;
  reason: string | null;
  banned_by_uuid: string;
  banned_by_name: string | null;
  time: number;
  until: number;
  active: 0 | 1;
}

export interface HistoryRow extends Record<string, unknown> {
  id: number;
  date: Date;
  name: string;
  uuid: string;
  ip: string;
}

/** A uuid made from a number, so tests can name players: uuidOf(7) is always the same. */
export const uuidOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

export const STAFF = { uuid: uuidOf(999_001), name: "ModAlex" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One punishment row; `removed` fills the removal columns as LiteBans does on a lift. */
export function litebansRow(
  table: Table,
  row: Partial<LitebansRow> & { id: number; uuid: string | null },
  removed?: { by: { uuid: string; name: string }; at: Date; reason?: string },
): LitebansRow {
  const base: LitebansRow = {
    ip: "10.0.0.1",
    reason: "Hacking",
    banned_by_uuid: STAFF.uuid,
    banned_by_name: STAFF.name,
    time: Date.UTC(2026, 9, 1),
    until: table === "kicks" ? 0 : Date.UTC(2026, 9, 1) + 7 * DAY,
    template: 255,
    server_scope: "*",
    server_origin: "survival",
    silent: 0,
    ipban: 0,
    ipban_wildcard: 0,
    active: table === "kicks" ? 0 : 1,
    ...row,
  };
  if (table === "warnings") base.warned = 1;
  if (table !== "kicks") {
    base.removed_by_uuid = removed?.by.uuid ?? null;
    base.removed_by_name = removed?.by.name ?? null;
    base.removed_by_reason = removed?.reason ?? null;
    base.removed_by_date = removed?.at ?? null;
    if (removed) base.active = 0;
  }
  return base;
}

export interface Generated {
  history: HistoryRow[];
  rows: Record<Table, LitebansRow[]>;
  /** Each player's current name (the newest history row), by uuid. */
  names: Map<string, string>;
}

/** A small server's LiteBans tables, the same for the same seed. */
export function generateLitebans(
  seed: number,
  counts: { players: number } & Record<Table, number>,
  now = Date.now(),
): Generated {
  const next = mulberry32(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const history: HistoryRow[] = [];
  const names = new Map<string, string>();
  for (let index = 1; index <= counts.players; index += 1) {
    const uuid = uuidOf(index);
    const first = `Player${index}`;
    history.push({ id: history.length + 1, date: new Date(now - 400 * DAY), name: first, uuid, ip: "10.0.0.2" });
    names.set(uuid, first);
    // One player in ten changed their name since.
    if (index % 10 === 0) {
      const renamed = `Renamed${index}`;
      history.push({ id: history.length + 1, date: new Date(now - 100 * DAY), name: renamed, uuid, ip: "10.0.0.2" });
      names.set(uuid, renamed);
    }
  }
  history.push({ id: history.length + 1, date: new Date(now - 500 * DAY), ...STAFF, ip: "10.0.0.3" });

  const rows = {} as Record<Table, LitebansRow[]>;
  for (const table of ["bans", "mutes", "warnings", "kicks"] as const) {
    rows[table] = Array.from({ length: counts[table] }, (_, index) => {
      const time = now - 300 * DAY + pick(290 * DAY);
      const byConsole = next() < 0.1;
      const kind = next();
      // Permanent (-1 or 0), temporary in the future, or temporary and over (expired or lifted).
      const until =
        table === "kicks"
          ? 0
          : kind < 0.2
            ? -1
            : kind < 0.3
              ? 0
              : kind < 0.6
                ? now + DAY + pick(30 * DAY)
                : time + HOUR;
      const lifted = table !== "kicks" && next() < 0.15;
      return litebansRow(
        table,
        {
          id: index + 1,
          uuid: uuidOf(1 + pick(counts.players)),
          reason: `${table} reason ${index + 1}`,
          time,
          until,
          ...(byConsole ? { banned_by_uuid: "CONSOLE", banned_by_name: "Console" } : {}),
          // Ended by time but not yet marked: LiteBans clears `active` lazily; Bastion goes by `until`.
          active: table === "kicks" ? 0 : 1,
        },
        lifted ? { by: STAFF, at: new Date(time + HOUR), reason: "Appeal accepted" } : undefined,
      );
    });
  }
  return { history, rows, names };
}
