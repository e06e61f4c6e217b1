import { LIMITS, punishmentInputSchema } from "@bastion/shared";
import { describe, expect, it } from "vitest";
import { externalId, ROW_RULES, sourceIdOf, toRecord } from "./litebans.mapping";
import type { SourceRow } from "./litebans.source";

// From LiteBans' rows to Bastion's records, without a database: the facts of LiteBans' schema.

const PLAYER = "069a79f4-44e9-4726-a5be-fca90e38aaf5";
const STAFF = "853c80ef-3c37-49fd-aa49-938b674adae6";
const TIME = Date.UTC(2026, 10, 1, 12);
const names = new Map([[PLAYER, "Griefer"]]);

const row = (overrides: Partial<SourceRow> = {}): SourceRow => ({
  id: 42,
  uuid: PLAYER,
  reason: "X-ray",
  banned_by_uuid: STAFF,
  banned_by_name: "ModAlex",
  removed_at: null,
  time: TIME,
  until: TIME + 3_600_000,
  active: 1,
  ...overrides,
});

describe("a LiteBans row as a punishment", () => {
  it("carries the type, the current name, the issuer and the dates, under an external id", () => {
    expect(toRecord("bans", row(), names)).toEqual({
      ok: true,
      record: {
        id: "litebans:bans:42",
        type: "Ban",
        player: "Griefer",
        player_uuid: PLAYER,
        reason: "X-ray",
        actioned_by: "ModAlex",
        actioned_by_uuid: STAFF,
        play_time: null,
        date: "2026-11-01T12:00:00.000Z",
        until: "2026-11-01T13:00:00.000Z",
        is_active: true,
      },
    });
    expect(sourceIdOf("bans", externalId("bans", 42))).toBe(42);
    expect(sourceIdOf("mutes", externalId("bans", 42))).toBeUndefined();
  });

  it("takes until -1 and 0 as permanent, and kicks as never active", () => {
    for (const until of [-1, 0]) {
      expect(toRecord("mutes", row({ until }), names)).toMatchObject({ record: { type: "Mute", until: null } });
    }
    expect(toRecord("kicks", row({ until: 0, active: 1 }), names)).toMatchObject({
      record: { type: "Kick", until: null, is_active: false },
    });
    expect(toRecord("warnings", row({ active: 0 }), names)).toMatchObject({
      record: { type: "Warning", is_active: false },
    });
  });

  it("gives the console's punishments the CONSOLE issuer", () => {
    expect(toRecord("bans", row({ banned_by_uuid: "CONSOLE", banned_by_name: null }), names)).toMatchObject({
      record: { actioned_by: "Console", actioned_by_uuid: "CONSOLE" },
    });
    expect(toRecord("bans", row({ banned_by_uuid: "CONSOLE", banned_by_name: "Server" }), names)).toMatchObject({
      record: { actioned_by: "Server", actioned_by_uuid: "CONSOLE" },
    });
  });

  it("leaves out rows that are not a player's, and says why", () => {
    for (const uuid of ["#offline#", "#", null, "  "]) {
      expect(toRecord("bans", row({ uuid }), names)).toMatchObject({ ok: false, why: "not a player" });
    }
    expect(toRecord("bans", row({ uuid: "not-a-uuid" }), names)).toMatchObject({ ok: false, why: "bad row" });
    expect(toRecord("bans", row({ time: -5 }), names)).toMatchObject({ ok: false, why: "bad row" });
  });

  it("sorts rows as litebans-status counts them in LiteBans' database (ROW_RULES, for its REGEXP)", () => {
    const notPlayer = new RegExp(ROW_RULES.notPlayer, "i");
    const playerUuid = new RegExp(ROW_RULES.playerUuid, "i");
    const counted = (source: SourceRow) => {
      if (source.uuid === null || notPlayer.test(source.uuid)) return "not a player";
      const readable = playerUuid.test(source.uuid) && source.time >= 0 && source.time <= ROW_RULES.lastMs;
      return readable ? "ok" : "bad row";
    };
    const rows = [
      ...["#offline#", "#OFFLINE#", " # ", "#", "", "  ", null].map((uuid) => row({ uuid })),
      ...["not-a-uuid", "#offline#x", PLAYER.slice(1), `${PLAYER}0`].map((uuid) => row({ uuid })),
      ...[PLAYER.toUpperCase(), ` ${PLAYER} `, PLAYER.replaceAll("-", "")].map((uuid) => row({ uuid })),
      ...[-1, 0, ROW_RULES.lastMs, ROW_RULES.lastMs + 1].map((time) => row({ time })),
    ];
    for (const source of rows) {
      const mapped = toRecord("bans", source, names);
      expect(counted(source), `${source.uuid} at ${source.time}`).toBe(mapped.ok ? "ok" : mapped.why);
    }
  });

  it("fits what Bastion stores: a player never seen by their uuid, long reasons cut, an end before the start", () => {
    const other = "11111111-2222-4333-8444-555555555555";
    expect(toRecord("bans", row({ uuid: other.toUpperCase() }), names)).toMatchObject({
      record: { player: other, player_uuid: other },
    });
    const long = toRecord("bans", row({ reason: "a".repeat(2048) }), names);
    expect(long.ok && long.record.reason.length).toBe(LIMITS.punishmentReason);
    expect(toRecord("bans", row({ reason: null }), names)).toMatchObject({ record: { reason: "" } });
    expect(toRecord("bans", row({ until: TIME - 1000 }), names)).toMatchObject({
      record: { until: "2026-11-01T12:00:00.000Z" },
    });
  });

  it("builds records the shared schema leaves exactly as they are (what the import and the API store)", () => {
    const odd = new Map([
      [PLAYER, `  ${"N".repeat(63)} x  `],
      ["11111111222243338444555555555555", "Dashless"],
    ]);
    const rows: [Parameters<typeof toRecord>[0], SourceRow][] = [
      ["bans", row()],
      ["bans", row({ reason: `${"a ".repeat(1000)}b`, banned_by_name: "  Mod  " })],
      ["mutes", row({ uuid: PLAYER.toUpperCase(), until: -1, reason: "  spaced  " })],
      ["kicks", row({ banned_by_uuid: "CONSOLE", banned_by_name: "" })],
      ["warnings", row({ uuid: "11111111222243338444555555555555", banned_by_uuid: STAFF.toUpperCase() })],
      ["bans", row({ until: TIME - 5, time: 0 })],
    ];
    for (const [table, source] of rows) {
      const mapped = toRecord(table, source, odd);
      if (!mapped.ok) throw new Error(`${table} row left out: ${mapped.detail}`);
      expect(punishmentInputSchema.parse(mapped.record)).toEqual(mapped.record);
    }
  });
});
