import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { punishmentInput } from "../../../test/factories/punishments";
import { runCli } from "../../cli/run";
import { countOfType, dayTotals, foldCounterDeltas } from "./punishments.counters";
import { listChanged } from "./punishments.list-cache";

const dir = mkdtempSync(join(tmpdir(), "bastion-import-"));
let fileCounter = 0;

function file(content: unknown): string {
  fileCounter += 1;
  const path = join(dir, `punishments-${fileCounter}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

function cli(t: TestApp) {
  return async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const config = { ...t.config, DATABASE_URL: t.database.url };
    const code = await runCli(argv, config, { print: (line) => out.push(line), printError: (line) => err.push(line) });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };
}

/** A fresh app for one describe block; `site.t` and `site.manage` are set before its tests run. */
function freshSite() {
  const site = {} as { t: TestApp; manage: ReturnType<typeof cli> };
  beforeAll(async () => {
    site.t = await createTestApp();
    site.manage = cli(site.t);
  });
  afterAll(() => site.t.close());
  return site;
}

async function stored(t: TestApp) {
  return t.db.selectFrom("punishments").select(["external_id", "player", "type", "is_active"]).orderBy("id").execute();
}

describe("import-punishments", () => {
  const site = freshSite();

  it("imports a file, and a second import of the same ids updates instead of duplicating", async () => {
    const rows = [
      punishmentInput({ id: "1", player: "Herobrine", type: "Ban" }),
      punishmentInput({ id: "2", player: "Herobrine", type: "Mute", until: "2999-01-01T00:00:00Z" }),
      punishmentInput({ player: "Steve", type: "Kick", actioned_by: "CONSOLE", actioned_by_uuid: "CONSOLE" }),
    ];
    const first = await site.manage("import-punishments", file(rows));
    expect(first).toEqual({ code: 0, out: "Saved 3 punishments: 3 new, 0 updated.", err: "" });
    const again = await site.manage("import-punishments", file([{ ...rows[1], is_active: false }]));
    expect(again.out).toBe("Saved 1 punishment: 0 new, 1 updated.");
    expect(await stored(site.t)).toEqual([
      { external_id: "1", player: "Herobrine", type: "Ban", is_active: 1 },
      { external_id: "2", player: "Herobrine", type: "Mute", is_active: 0 },
      { external_id: null, player: "Steve", type: "Kick", is_active: 1 },
    ]);
    const list = await new TestClient(site.t.app).get("/punished/api/punished-players/?search_query=hero");
    expect(list.json().punishments).toHaveLength(2);
  });

  it("rejects a file with bad rows whole, reporting each bad row by index and field", async () => {
    const before = await stored(site.t);
    const result = await site.manage(
      "import-punishments",
      file([
        punishmentInput({ id: "good-1" }),
        { ...punishmentInput(), type: "Jail" },
        punishmentInput({ id: "good-2" }),
        { ...punishmentInput(), player_uuid: "not-a-uuid", date: "2026-13-45", until: "soon" },
        { ...punishmentInput(), is_active: "yes", play_time: -5 },
        "not an object",
      ]),
    );
    expect(result.code).toBe(1);
    expect(result.out).toBe("");
    const lines = result.err.split("\n");
    expect(lines[0]).toBe("Nothing was imported: 4 of 6 rows are invalid (rows count from 0).");
    expect(lines).toContain("  row 1: type: Must be one of Ban, Mute, Kick, Warning.");
    expect(lines).toContain("  row 3: player_uuid: Must be a uuid.");
    expect(lines.some((line) => line.startsWith("  row 3: date: Must be an ISO-8601 date"))).toBe(true);
    expect(lines.some((line) => line.startsWith("  row 3: until: Must be an ISO-8601 date"))).toBe(true);
    expect(lines).toContain("  row 4: is_active: Must be true or false.");
    expect(lines).toContain("  row 4: play_time: Must not be negative.");
    expect(lines.some((line) => line.startsWith("  row 5: (row):"))).toBe(true);
    expect(lines.some((line) => line.includes("row 0:") || line.includes("row 2:"))).toBe(false);
    expect(await stored(site.t)).toEqual(before);
  });

  it("refuses an end before the start, and issuers other than a uuid or CONSOLE", async () => {
    const result = await site.manage(
      "import-punishments",
      file([
        punishmentInput({ date: "2026-05-02T00:00:00Z", until: "2026-05-01T00:00:00Z" }),
        { ...punishmentInput(), actioned_by_uuid: "console" },
      ]),
    );
    expect(result.err).toContain("  row 0: until: Must not be before date.");
    expect(result.err).toContain("  row 1: actioned_by_uuid: Must be a uuid, or CONSOLE for the console.");
  });

  it("explains a missing file, bad JSON, a file that is not a list, and an empty list", async () => {
    expect((await site.manage("import-punishments", join(dir, "missing.json"))).err).toMatch(
      /^Cannot read .*missing\.json/,
    );
    expect((await site.manage("import-punishments", file("{ nope"))).err).toMatch(/is not valid JSON/);
    expect((await site.manage("import-punishments", file({ punishments: [] }))).err).toMatch(
      /must hold a JSON array of punishments/,
    );
    expect((await site.manage("import-punishments", file([]))).out).toMatch(/holds no punishments; nothing to import/);
    expect((await site.manage("import-punishments")).err).toMatch(/Give one file/);
  });
});

describe("seed-demo", () => {
  const site = freshSite();

  it("fills a new site with users and punishments of every kind, then refuses to run again unless forced", async () => {
    const result = await site.manage("seed-demo");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Created 12 demo users: Aldric \(administrators\), /);
    const password = /Their password \(shown once\): (\S+)/.exec(result.out)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(result.out).toMatch(/Saved 330 punishments: 330 new, 0 updated\./);

    const login = await new TestClient(site.t.app).post("/users/api/login/", { email: "aldric@example.org", password });
    expect(login.statusCode).toBe(200);

    const rows = await site.t.db.selectFrom("punishments").selectAll().execute();
    for (const type of ["Ban", "Mute", "Kick", "Warning"]) {
      expect(rows.filter((row) => row.type === type).length).toBeGreaterThan(50);
    }
    const now = new Date().toISOString();
    expect(rows.some((row) => row.until === null && row.type === "Ban")).toBe(true);
    expect(rows.some((row) => row.until !== null && row.until < now)).toBe(true);
    expect(rows.some((row) => row.until !== null && row.until > now && row.is_active === 1)).toBe(true);
    expect(rows.some((row) => row.actioned_by_uuid === "CONSOLE")).toBe(true);
    expect(new Set(rows.map((row) => row.player)).size).toBeGreaterThan(50);

    const refused = await site.manage("seed-demo");
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/already has data \(12 users besides its owners, 330 punishments\).*--force/);

    const forced = await site.manage("seed-demo", "--force");
    expect(forced.out).toBe(
      "The demo users already exist; they were left as they are.\nSaved 330 punishments: 0 new, 330 updated.",
    );
  });
});

describe("seed-demo after the setup link", () => {
  const site = freshSite();

  it("fills a site whose only account is its owner, who stays its only owner", async () => {
    // Issue 27 item 15: the README's recipe (setup link, then seed-demo) was refused.
    const owner = await buildUser(site.t.db, { groups: ["owner"] });
    const seeded = await site.manage("seed-demo");
    expect(seeded.err).toBe("");
    expect(seeded.code).toBe(0);
    expect(seeded.out).toMatch(/^Created 12 demo users: /);
    expect(seeded.out).toMatch(/Saved 330 punishments: 330 new, 0 updated\./);
    const owners = await site.t.db
      .selectFrom("users")
      .innerJoin("user_groups", "user_groups.user_id", "users.id")
      .innerJoin("groups", "groups.id", "user_groups.group_id")
      .select("users.username")
      .where("groups.name", "=", "owner")
      .execute();
    expect(owners).toEqual([{ username: owner.username }]);
  });

  it("refuses a site with an account that is not an owner's", async () => {
    const t = await createTestApp();
    try {
      await buildUser(t.db, { groups: ["owner"] });
      await buildUser(t.db);
      const refused = await cli(t)("seed-demo");
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/already has data \(1 user besides its owners, 0 punishments\).*--force/);
      expect(await t.db.selectFrom("punishments").select("id").execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe("recount-punishments", () => {
  const site = freshSite();

  async function counters() {
    const db = site.t.db;
    return {
      totals: await Promise.all(
        ["All", "Ban", "Mute", "Kick", "Warning"].map((type) => countOfType(db, type as "All")),
      ),
      days: await dayTotals(db, "All", true),
      players: await site.t.db.selectFrom("punishment_players").selectAll().orderBy("id").execute(),
      postings: await site.t.db
        .selectFrom("punishment_name_grams")
        .selectAll()
        .orderBy("gram")
        .orderBy("player_id")
        .execute(),
      // With the changes PostgreSQL's writers append, as every read sees them.
      grams: (
        await sql<Record<string, unknown>>`select gram, sum(count_all) as a, sum(count_ban) as b, sum(count_mute) as m,
          sum(count_kick) as k, sum(count_warning) as w from (
            select gram, count_all, count_ban, count_mute, count_kick, count_warning from punishment_gram_counts
            union all
            select gram, count_all, count_ban, count_mute, count_kick, count_warning from punishment_gram_deltas
          ) as g group by gram having sum(count_all) <> 0 order by gram`.execute(db)
      ).rows.map((row) => Object.values(row).map(String)),
      periods: (
        await sql<Record<string, unknown>>`select gram, period, sum(count_all) as a, sum(count_ban) as b,
          sum(count_mute) as m, sum(count_kick) as k, sum(count_warning) as w from (
            select gram, period, count_all, count_ban, count_mute, count_kick, count_warning from punishment_gram_periods
            union all
            select gram, period, count_all, count_ban, count_mute, count_kick, count_warning from punishment_gram_period_deltas
          ) as g group by gram, period having sum(count_all) <> 0 order by gram, period`.execute(db)
      ).rows.map((row) => Object.values(row).map(String)),
    };
  }

  /**
   * The list as the server answers it once what it kept has lapsed: these commands and the hand edits
   * write outside the server, which sees them within ANSWER_TTL_MS (punishments.list-cache.ts).
   */
  const list = async (query: string) => {
    listChanged(site.t.db);
    return (await new TestClient(site.t.app).get(`/punished/api/punished-players/?${query}`)).json<{
      punishments: { player: string }[];
      pageNumbers: number[];
    }>();
  };

  it("puts counters broken by hand back exactly as the writes keep them", async () => {
    // All on one day, which the hand edit below turns into 999 punishments (50 pages), whatever the
    // factory's dates have reached.
    const onOneDay = (minute: number) => ({ date: new Date(Date.UTC(2026, 5, 1, 12, minute)).toISOString() });
    const rows = [
      ...Array.from({ length: 25 }, (_, index) =>
        punishmentInput({ id: `g${index}`, player: "Griefer_Gus", ...onOneDay(index) }),
      ),
      punishmentInput({ id: "m1", player: "QuietQuinn", type: "Mute", ...onOneDay(30) }),
      punishmentInput({ id: "w1", player: "quietquinn", type: "Warning", ...onOneDay(31) }),
      punishmentInput({ id: "k1", player: "Steve", type: "Kick", ...onOneDay(32) }),
    ];
    expect((await site.manage("import-punishments", file(rows))).code).toBe(0);
    const right = await counters();

    // What a running server does within seconds (PostgreSQL keeps a writer's changes apart until then).
    await foldCounterDeltas(site.t.db);
    expect(await counters()).toEqual(right);
    await site.t.db.updateTable("punishment_day_counts").set({ total: 999 }).execute();
    await site.t.db.updateTable("punishment_players").set({ count_all: 0, count_ban: 7 }).execute();
    await site.t.db.deleteFrom("punishment_name_grams").execute();
    await site.t.db.updateTable("punishment_gram_counts").set({ count_all: 1 }).execute();
    await site.t.db.updateTable("punishment_gram_periods").set({ count_ban: 3 }).execute();
    expect((await list("")).pageNumbers).toHaveLength(50);

    const result = await site.manage("recount-punishments");
    expect(result).toEqual({
      code: 0,
      out: "Recounted 28 punishments of 3 players; the list's pages and search match the table.",
      err: "",
    });
    expect(await counters()).toEqual(right);
    expect((await list("")).pageNumbers).toEqual([1, 2]);
    expect((await list("search_query=quinn")).punishments).toHaveLength(2);
  });

  it("follows rows deleted from the table by hand", async () => {
    await site.t.db.deleteFrom("punishments").where("external_id", "like", "g%").execute();
    expect((await site.manage("recount-punishments")).out).toBe(
      "Recounted 3 punishments of 2 players; the list's pages and search match the table.",
    );
    const all = await list("");
    expect(all.pageNumbers).toEqual([1]);
    expect(all.punishments.map((row) => row.player).sort()).toEqual(["QuietQuinn", "Steve", "quietquinn"]);
    expect(await list("search_query=gus&punishment_type=Ban")).toEqual({ punishments: [], pageNumbers: [] });
  });
});
