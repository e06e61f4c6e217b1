import type { PunishedPlayersResponse, PunishmentDetail, PunishmentType } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import {
  type Generated,
  generateLitebans,
  litebansRow,
  STAFF,
  type Table,
  uuidOf,
} from "../../../test/factories/litebans";
import { createLitebansDb, type LitebansDb, waitFor } from "../../../test/litebans";
import { runCli } from "../../cli/run";
import { countOfType } from "../punishments/punishments.counters";

// The sync through the real app against a real MariaDB holding LiteBans' own schema, read by a user
// that may only SELECT: the first import (and the rows it cannot read), then new rows, a lift, a
// rename, a re-run that writes nothing, and a row deleted by hand that goes (with its appeals) on a
// full sync.

const TYPE: Record<Table, PunishmentType> = { bans: "Ban", mutes: "Mute", warnings: "Warning", kicks: "Kick" };
const NOW = Date.now();
const DAY = 86_400_000;

let lb: LitebansDb;
let t: TestApp;
let data: Generated;
const warnings: string[] = [];
const visitor = () => new TestClient(t.app);

/** Rows that are not players' punishments: LiteBans writes these for IP bans of someone never seen. */
const notPlayers = [
  litebansRow("bans", { id: 1001, uuid: "#offline#", reason: "IP ban of an unknown" }),
  litebansRow("bans", { id: 1002, uuid: "#", reason: "Another IP ban" }),
  litebansRow("bans", { id: 1003, uuid: null, reason: "No uuid at all" }),
];
/** Rows that should be punishments but cannot be read as one (hand edits gone wrong). */
const unreadable = [
  litebansRow("bans", { id: 1007, uuid: "not-a-uuid", reason: "Malformed uuid" }),
  litebansRow("bans", { id: 1008, uuid: uuidOf(8), reason: "Time out of range", time: -5 }),
];
/** The console's ban, and permanent ones written both ways (-1 and 0). */
const special = {
  console: litebansRow("bans", {
    id: 1004,
    uuid: uuidOf(1),
    reason: "Console ban",
    banned_by_uuid: "CONSOLE",
    banned_by_name: "Console",
    until: NOW + 3 * DAY,
  }),
  minusOne: litebansRow("bans", { id: 1005, uuid: uuidOf(2), reason: "Permanent minus one", until: -1 }),
  zero: litebansRow("mutes", { id: 1006, uuid: uuidOf(3), reason: "Permanent zero", until: 0 }),
};

async function list(query: string): Promise<PunishedPlayersResponse> {
  const response = await visitor().get(`/punished/api/punished-players/?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function detailByReason(reason: string): Promise<PunishmentDetail | undefined> {
  const row = await t.db.selectFrom("punishments").select("id").where("reason", "=", reason).executeTakeFirst();
  if (!row) return undefined;
  return (await visitor().get(`/punished/api/inspect-punishment/${row.id}/`)).json();
}

async function cli(...args: string[]) {
  const out: string[] = [];
  const config = { ...t.config, DATABASE_URL: t.database.url };
  const code = await runCli(args, config, { print: (line) => out.push(line), printError: (line) => out.push(line) });
  return { code, out };
}

beforeAll(async () => {
  lb = await createLitebansDb();
  data = generateLitebans(17, { players: 60, bans: 150, mutes: 60, warnings: 40, kicks: 30 }, NOW);
  await lb.insert("history", data.history);
  for (const table of ["bans", "mutes", "warnings", "kicks"] as const) await lb.insert(table, data.rows[table]);
  await lb.insert("bans", [...notPlayers, ...unreadable, special.console, special.minusOne]);
  await lb.insert("mutes", [special.zero]);
  t = await createTestApp(
    { LITEBANS_DATABASE_URL: lb.url, LITEBANS_SYNC_SECONDS: "1", APPEALS_PER_DAY: "0", LOG_LEVEL: "warn" },
    { logStream: { write: (line) => warnings.push(JSON.parse(line).msg) } },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await lb?.close();
});

const firstImportDone = () =>
  waitFor("the first import", async () => {
    const status = await t.db.selectFrom("litebans_status").selectAll().executeTakeFirstOrThrow();
    return status.first_import_done_at ?? undefined;
  });

describe("the first import", () => {
  it("brings every player's punishment, with the current name, and skips what is not a player", async () => {
    await firstImportDone();
    for (const table of ["bans", "mutes", "warnings", "kicks"] as const) {
      const extra = table === "bans" ? 2 : table === "mutes" ? 1 : 0;
      expect(await countOfType(t.db, TYPE[table])).toBe(data.rows[table].length + extra);
    }
    const page = await list("punishment_type=All");
    expect(page.pageNumbers).toHaveLength(Math.ceil((150 + 60 + 40 + 30 + 3) / 20));

    // A renamed player shows under the newest name in history, never the old one.
    const renamed = data.rows.bans.find((row) => data.names.get(row.uuid ?? "")?.startsWith("Renamed"));
    if (!renamed?.uuid) throw new Error("the generator made no renamed player with a ban");
    const name = data.names.get(renamed.uuid) ?? "";
    const found = await list(`punishment_type=Ban&search_query=${name}`);
    expect(found.punishments.length).toBeGreaterThan(0);
    expect(found.punishments.every((item) => item.player === name)).toBe(true);
    const oldName = `Player${Number.parseInt(renamed.uuid.slice(-12), 16)}`;
    expect((await list(`search_query=${oldName}`)).punishments.filter((item) => item.player === oldName)).toEqual([]);

    for (const row of notPlayers) expect(await detailByReason(row.reason ?? "")).toBeUndefined();
  });

  it("leaves out the rows it cannot read, and names them in one warning for the pass", async () => {
    for (const row of unreadable) expect(await detailByReason(row.reason ?? "")).toBeUndefined();
    // Later passes read only new rows: the warning is not repeated every interval.
    expect(warnings.filter((line) => line.includes("cannot be read as punishments"))).toEqual([
      "LiteBans sync: 2 rows cannot be read as punishments and were left out: litebans:bans:1007 (uuid 'not-a-uuid'), litebans:bans:1008 (time -5). Correct them in LiteBans, then run litebans-sync --full.",
    ]);
  });

  it("keeps what LiteBans says: the console, permanent as -1 or 0, kicks, lifted and expired rows", async () => {
    const console = await detailByReason("Console ban");
    expect(console).toMatchObject({
      type: "Ban",
      player: data.names.get(uuidOf(1)),
      player_uuid: uuidOf(1),
      actioned_by: "Console",
      actioned_by_uuid: "CONSOLE",
      date: new Date(special.console.time).toISOString(),
      until: new Date(special.console.until).toISOString(),
      is_active: true,
      play_time: null,
    });
    expect(await detailByReason("Permanent minus one")).toMatchObject({ until: null, is_active: true });
    expect(await detailByReason("Permanent zero")).toMatchObject({ type: "Mute", until: null, is_active: true });

    const kick = data.rows.kicks[0];
    expect(await detailByReason(kick?.reason ?? "")).toMatchObject({ type: "Kick", until: null, is_active: false });
    const staffBan = data.rows.bans.find((row) => row.banned_by_uuid === STAFF.uuid);
    expect(await detailByReason(staffBan?.reason ?? "")).toMatchObject({
      actioned_by: STAFF.name,
      actioned_by_uuid: STAFF.uuid,
    });
    const lifted = data.rows.bans.find((row) => row.removed_by_name === STAFF.name);
    expect(await detailByReason(lifted?.reason ?? "")).toMatchObject({ is_active: false });
    // Ended by time while LiteBans still says active: shown as over.
    const expired = data.rows.bans.find((row) => row.active === 1 && row.until > 0 && row.until < NOW);
    expect(await detailByReason(expired?.reason ?? "")).toMatchObject({ is_active: false });
  });
});

describe("after the first import", () => {
  it("shows a new ban within the interval", async () => {
    const started = Date.now();
    await lb.insert("bans", [
      litebansRow("bans", { id: 2001, uuid: uuidOf(4), reason: "Fresh ban", time: Date.now(), until: -1 }),
    ]);
    const found = await waitFor("the new ban on the list", async () => {
      const page = await list(`punishment_type=Ban&search_query=${data.names.get(uuidOf(4))}`);
      return page.punishments.find((item) => item.reason === "Fresh ban");
    });
    expect(found.player).toBe(data.names.get(uuidOf(4)));
    // One interval (1 s) and a pass; generous for a loaded machine.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("follows a lift: active 0 and removed_by_date set", async () => {
    expect(await detailByReason("Permanent minus one")).toMatchObject({ is_active: true });
    await lb.query(
      "UPDATE litebans_bans SET active = 0, removed_by_uuid = ?, removed_by_name = ?, removed_by_reason = 'Appeal accepted', removed_by_date = NOW() WHERE id = 1005",
      [STAFF.uuid, STAFF.name],
    );
    await waitFor("the lift", async () => (await detailByReason("Permanent minus one"))?.is_active === false);
  });

  it("follows a rename: the player's punishments show the new name, in the list and its search", async () => {
    const uuid = uuidOf(5);
    const before = await countOfType(t.db, "All");
    // The player's site account is linked (issue 32): its verified name follows in the same pass.
    const member = await buildUser(t.db);
    const at = new Date().toISOString();
    await t.db
      .insertInto("minecraft_links")
      .values({ user_id: member.id, uuid, name: "OldLinkedName", linked_at: at, name_updated_at: at })
      .execute();
    await lb.insert("history", [
      { id: data.history.length + 10, date: new Date(), name: "FreshName5", uuid, ip: "10.0.0.9" },
    ]);
    const expected = Object.values(data.rows)
      .flat()
      .filter((row) => row.uuid === uuid).length;
    expect(expected).toBeGreaterThan(0);
    const found = await waitFor("the new name", async () => {
      const page = await list("search_query=FreshName5");
      return page.punishments.length === Math.min(expected, 20) ? page : undefined;
    });
    expect(found.punishments.every((item) => item.player === "FreshName5")).toBe(true);
    expect(await countOfType(t.db, "All")).toBe(before);
    const link = await t.db.selectFrom("minecraft_links").select("name").where("uuid", "=", uuid).executeTakeFirst();
    expect(link?.name).toBe("FreshName5");
  });

  it("re-reads everything on litebans-sync --full and writes nothing when nothing changed", async () => {
    const newest = () =>
      t.db
        .selectFrom("punishments")
        .select((eb) => eb.fn.max("updated_at").as("at"))
        .executeTakeFirstOrThrow();
    const before = await newest();
    const { code, out } = await cli("litebans-sync", "--full");
    expect(code).toBe(0);
    expect(out.at(-1)).toMatch(/finished the full sync at .+: 0 deleted\.$/);
    expect(await newest()).toEqual(before);
  });

  it("deletes on a full sync a row deleted from LiteBans, with its appeals, and keeps the counts right", async () => {
    const target = data.rows.mutes[0];
    const detail = await detailByReason(target?.reason ?? "");
    if (!detail || !target?.uuid) throw new Error("the first mute was not imported");
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    const appeal = await client.post("/punished/api/appeal/create/", {
      punishment_id: detail.id,
      appeal_message: "Not me.",
    });
    expect(appeal.statusCode).toBe(201);
    const mutes = await countOfType(t.db, "Mute");
    const name = detail.player;
    const searched = (await list(`punishment_type=Mute&search_query=${name}`)).punishments.length;

    await lb.query("DELETE FROM litebans_mutes WHERE id = ?", [target.id]);
    // An ordinary pass does not look for deletions: the row stays until a full sync. A kick added
    // after the delete shows that a pass has read LiteBans since; once that pass has finished, the
    // mute must still be there.
    await lb.insert("kicks", [litebansRow("kicks", { id: 3001, uuid: uuidOf(6), reason: "Kicked after the delete" })]);
    await waitFor("an ordinary pass after the delete", async () => detailByReason("Kicked after the delete"));
    const kickSeenAt = new Date().toISOString();
    await waitFor("that pass to finish", async () => {
      const { last_success_at } = await t.db.selectFrom("litebans_status").selectAll().executeTakeFirstOrThrow();
      return last_success_at !== null && last_success_at > kickSeenAt;
    });
    expect((await visitor().get(`/punished/api/inspect-punishment/${detail.id}/`)).statusCode).toBe(200);
    expect(await countOfType(t.db, "Mute")).toBe(mutes);

    const { out } = await cli("litebans-sync", "--full");
    expect(out.at(-1)).toMatch(/: 1 deleted\.$/);

    expect((await visitor().get(`/punished/api/inspect-punishment/${detail.id}/`)).statusCode).toBe(404);
    expect(await countOfType(t.db, "Mute")).toBe(mutes - 1);
    expect((await list(`punishment_type=Mute&search_query=${name}`)).punishments).toHaveLength(searched - 1);
    const appeals = await t.db.selectFrom("appeals").select("id").where("punishment_id", "=", detail.id).execute();
    expect(appeals).toEqual([]);
  });

  it("prints the status: last sync, lag, rows on both sides, no error", async () => {
    const { code, out } = await cli("litebans-status");
    expect(code).toBe(0);
    expect(out[0]).toMatch(
      /^LiteBans sync: ok \(mysql:\/\/ro_[^:]+:\*\*\*@127\.0\.0\.1:\d+\/lb_\w+, tables litebans_\*/,
    );
    expect(out).toContain("Last error: none");
    const bans = out.find((line) => line.trimStart().startsWith("bans "));
    // LiteBans: 150 generated + 3 not players + 2 unreadable + console + permanent + the new one;
    // Bastion: all but those 5.
    expect(bans?.trim().split(/\s+/)).toEqual(["bans", "158", "3", "2", "153", "0"]);
  });
});
