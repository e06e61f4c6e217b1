import {
  PUNISHMENT_TYPE_FILTERS,
  type PunishmentInput,
  type PunishmentListItem,
  type PunishmentType,
  punishedPlayersResponseSchema,
} from "@bastion/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../../test/app";
import { counterProblems } from "../../../test/crash/checks";
import { punishmentInput, seedPunishments } from "../../../test/factories/punishments";
import { createApiKey } from "../api-keys/api-keys.service";
import { CLI_ACTOR } from "../audit/audit.service";

const LIST = "/punished/api/punished-players/";
const DETAIL = "/punished/api/inspect-punishment/";

interface ListBody {
  punishments: PunishmentListItem[];
  pageNumbers: number[];
}

async function list(client: TestClient, params: Record<string, string | number> = {}) {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await client.get(`${LIST}?${query}`);
  return { status: response.statusCode, body: response.json<ListBody>() };
}

/** The reasons of the punishments of players whose names contain `text`, newest first: the pages' truth. */
async function reasonsOf(db: TestApp["db"], text: string, type: "All" | PunishmentType) {
  let query = db
    .selectFrom("punishments")
    .select("reason")
    .where(sql`lower(player)`, "like", `%${text.toLowerCase()}%`)
    .orderBy("date", "desc")
    .orderBy("id", "desc");
  if (type !== "All") query = query.where("type", "=", type);
  return (await query.execute()).map((row) => row.reason);
}

/** Sends one punishment through the API, as a server's plugin does. */
async function sendThroughApi(t: TestApp, input: ReturnType<typeof punishmentInput>) {
  const key = await createApiKey(t.db, { name: `Send ${input.id}`, scopes: ["punishments:write"] }, CLI_ACTOR);
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/v1/punishments",
    headers: { authorization: `Bearer ${key.key}` },
    payload: { punishments: [input] },
  });
  expect(sent.statusCode).toBe(200);
}

const NAMES = [
  "Alex_the_Great",
  "XALEXX",
  "alexandra",
  "Under_Score",
  "UnderXScore",
  "100%Pure",
  "100Pure",
  "Wow!Such",
  "Steve",
  "Notch",
  "jeb_",
  "Dinnerbone",
  "Grumm",
  "Qi",
];
const TYPES = ["Ban", "Mute", "Kick", "Warning"] as const;

/** 130 punishments: every name and type, pairs of rows sharing a date (the id breaks the tie). */
function dataset(): PunishmentInput[] {
  return Array.from({ length: 130 }, (_, index) =>
    punishmentInput({
      player: NAMES[(index * 5) % NAMES.length],
      type: TYPES[index % TYPES.length],
      reason: `Row ${index}`,
      date: new Date(Date.UTC(2026, 0, 1) + Math.floor(index / 2) * 60_000).toISOString(),
      until: index % 5 === 0 ? null : new Date(Date.UTC(2026, 6, 1) + index * 60_000).toISOString(),
    }),
  );
}

describe("punished players list", () => {
  let t: TestApp;
  let client: TestClient;
  const rows = dataset();

  beforeAll(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
    await seedPunishments(t.db, rows);
  });
  afterAll(() => t.close());

  /** What the list must show: matching rows, newest first, the later-saved first on equal dates. */
  function expected(type: string, search: string) {
    return rows
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => type === "All" || row.type === type)
      .filter(({ row }) => row.player.toLowerCase().includes(search.toLowerCase()))
      .sort((a, b) => b.row.date.localeCompare(a.row.date) || b.index - a.index)
      .map(({ row }) => row.reason);
  }

  it("answers page 1 newest first with the list fields only, 'until' null when permanent", async () => {
    const response = await client.get(LIST);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const { status, body } = await list(client);
    expect(status).toBe(200);
    // The body is built by hand for speed: it must be exactly the shared contract, nothing more.
    expect(punishedPlayersResponseSchema.parse(body)).toEqual(body);
    expect(body.pageNumbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.punishments).toHaveLength(20);
    expect(body.punishments.map((row) => row.reason)).toEqual(expected("All", "").slice(0, 20));
    expect(Object.keys(body.punishments[0] ?? {}).sort()).toEqual(
      ["actioned_by", "date", "id", "player", "reason", "type", "until"].sort(),
    );
    const permanent = body.punishments.find((row) => row.reason === "Row 125");
    expect(permanent?.until).toBeNull();
    expect(body.punishments.find((row) => row.reason === "Row 129")?.until).toBe("2026-07-01T02:09:00.000Z");
  });

  it("filters by type", async () => {
    const { body } = await list(client, { punishment_type: "Mute" });
    expect(body.pageNumbers).toHaveLength(2);
    expect(body.punishments.every((row) => row.type === "Mute")).toBe(true);
    expect(body.punishments.map((row) => row.reason)).toEqual(expected("Mute", "").slice(0, 20));
  });

  it("searches a substring of the player name regardless of case", async () => {
    const { body } = await list(client, { search_query: "ALEX" });
    expect(new Set(body.punishments.map((row) => row.player))).toEqual(
      new Set(["Alex_the_Great", "XALEXX", "alexandra"]),
    );
    const mixed = await list(client, { search_query: "nOtC", punishment_type: "Mute" });
    expect(mixed.body.punishments.map((row) => row.reason)).toEqual(expected("Mute", "notc"));
    expect(mixed.body.punishments.length).toBeGreaterThan(0);
  });

  it("treats % and _ in the search as plain characters", async () => {
    const underscore = await list(client, { search_query: "r_s" });
    expect(new Set(underscore.body.punishments.map((row) => row.player))).toEqual(new Set(["Under_Score"]));
    const anyUnderscore = await list(client, { search_query: "_", page: 1 });
    const players = new Set<string>();
    for (const page of anyUnderscore.body.pageNumbers) {
      for (const row of (await list(client, { search_query: "_", page })).body.punishments) players.add(row.player);
    }
    expect(players).toEqual(new Set(["Alex_the_Great", "Under_Score", "jeb_"]));
    const percent = await list(client, { search_query: "%" });
    expect(new Set(percent.body.punishments.map((row) => row.player))).toEqual(new Set(["100%Pure"]));
    const bang = await list(client, { search_query: "W!S" });
    expect(new Set(bang.body.punishments.map((row) => row.player))).toEqual(new Set(["Wow!Such"]));
    expect((await list(client, { search_query: "0%p" })).body.punishments.length).toBeGreaterThan(0);
    expect((await list(client, { search_query: "0_p" })).body).toEqual({ punishments: [], pageNumbers: [] });
  });

  it("pages through exactly the matching rows for every type and search, whatever the query's length", async () => {
    const searches = ["", "a", "al", "ALE", "alex", "x", "_", "r_s", "%", "100%", "!", "wow!", "zz", "qi", "e", "rxs"];
    for (const type of PUNISHMENT_TYPE_FILTERS) {
      for (const search of searches) {
        const want = expected(type, search);
        const first = await list(client, { punishment_type: type, search_query: search });
        expect(first.body.pageNumbers, `${type} '${search}'`).toHaveLength(Math.ceil(want.length / 20));
        const seen: string[] = [];
        for (const page of first.body.pageNumbers) {
          const { body } = await list(client, { punishment_type: type, search_query: search, page });
          seen.push(...body.punishments.map((row) => row.reason));
        }
        expect(seen, `${type} '${search}'`).toEqual(want);
      }
    }
  });
});

describe("paging edges", () => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
  });
  afterAll(() => t.close());

  it("answers an empty list with no pages before anything is stored", async () => {
    expect((await list(client)).body).toEqual({ punishments: [], pageNumbers: [] });
    expect((await list(client, { page: 2 })).body).toEqual({ punishments: [], pageNumbers: [] });
  });

  it("gives the last page its remainder and a page past the end an empty list with the page numbers", async () => {
    const inputs = Array.from({ length: 41 }, (_, index) => punishmentInput({ reason: `Edge ${index}` }));
    await seedPunishments(t.db, inputs);
    const last = await list(client, { page: 3 });
    expect(last.body.pageNumbers).toEqual([1, 2, 3]);
    expect(last.body.punishments.map((row) => row.reason)).toEqual(["Edge 0"]);
    const second = await list(client, { page: 2 });
    expect(second.body.punishments[0]?.reason).toBe("Edge 20");
    expect(second.body.punishments.at(-1)?.reason).toBe("Edge 1");
    const past = await list(client, { page: 4 });
    expect(past).toEqual({ status: 200, body: { punishments: [], pageNumbers: [1, 2, 3] } });
    expect((await list(client, { page: 999999999 })).body.punishments).toEqual([]);
  });

  it("finds every page deep in a long list through the day counts, including pages that span days", async () => {
    // 5,000 rows over 9 days of uneven size (the days' running sums place pages past the 2,000th row),
    // several sharing a date, so the id must break ties the same way on every page.
    const days = [900, 40, 1300, 7, 610, 1, 980, 500, 662];
    const inputs = days.flatMap((size, day) =>
      Array.from({ length: size }, (_, index) =>
        punishmentInput({
          id: `deep-${day}-${index}`,
          type: (["Ban", "Mute", "Kick", "Warning"] as const)[(day + index) % 4],
          reason: `Deep ${day}-${index}`,
          date: new Date(Date.UTC(2025, 4, 1 + day * 3, 0, 0, Math.floor(index / 3))).toISOString(),
        }),
      ),
    );
    for (let index = 0; index < inputs.length; index += 1000) {
      await seedPunishments(t.db, inputs.slice(index, index + 1000));
    }
    for (const type of ["All", "Ban", "Warning"] as const) {
      const want = await t.db
        .selectFrom("punishments")
        .select("reason")
        .$if(type !== "All", (query) => query.where("type", "=", type as PunishmentType))
        .orderBy("date", "desc")
        .orderBy("id", "desc")
        .execute();
      const pageCount = Math.ceil(want.length / 20);
      // Pages on both sides of the 2,000-row mark, from either end, and every page around a day's edge.
      for (const page of [1, 99, 100, 101, 102, 110, 120, 121, 122, 126, 127, 128, 160, 180, pageCount]) {
        if (page > pageCount) continue;
        const { body } = await list(client, { punishment_type: type, page });
        expect(
          body.punishments.map((row) => row.reason),
          `${type} page ${page}`,
        ).toEqual(want.slice((page - 1) * 20, page * 20).map((row) => row.reason));
      }
    }
  });

  it("finds every page deep in a common name's search from its day, and sees a write at once", async () => {
    // 9,000 more mutes over 12 days of uneven size, a third of them by players whose names contain
    // "dragon": deep pages of that search start at the day holding their offset (its matches per day,
    // counted once and kept), from either end, and must be exactly the pages walked from the top. With
    // the 5,000 rows of the test above, the middle pages cost enough to start at their day.
    const days = [1400, 3, 900, 2000, 1, 640, 1100, 17, 800, 1200, 339, 600];
    const inputs = days.flatMap((size, day) =>
      Array.from({ length: size }, (_, index) =>
        punishmentInput({
          id: `dragon-${day}-${index}`,
          type: "Mute",
          player: index % 3 === 0 ? `DrAgon${index % 11}` : `Villager${index % 13}`,
          reason: `Search ${day}-${index}`,
          date: new Date(Date.UTC(2025, 8, 1 + day * 2, 0, 0, Math.floor(index / 4))).toISOString(),
        }),
      ),
    );
    for (let index = 0; index < inputs.length; index += 1000) {
      await seedPunishments(t.db, inputs.slice(index, index + 1000));
    }
    const expectedPages = (type: "All" | "Mute") => reasonsOf(t.db, "dragon", type);
    const pageOf = async (type: "All" | "Mute", page: number) =>
      (await list(client, { punishment_type: type, search_query: "dragon", page })).body;
    for (const type of ["All", "Mute"] as const) {
      const want = await expectedPages(type);
      expect(want).toHaveLength(3003);
      const first = await pageOf(type, 1);
      expect(first.pageNumbers).toHaveLength(151);
      for (const page of [1, 2, 40, 55, 56, 57, 74, 75, 76, 77, 96, 97, 120, 135, 149, 150, 151]) {
        const { punishments } = await pageOf(type, page);
        expect(
          punishments.map((row) => row.reason),
          `${type} page ${page}`,
        ).toEqual(want.slice((page - 1) * 20, page * 20));
      }
    }
    // A punishment sent through this server shows at once on the page just read.
    const before = await pageOf("All", 76);
    await sendThroughApi(
      t,
      punishmentInput({ id: "dragon-new", player: "DrAgonNew", reason: "Search new", date: "2025-09-12T12:00:00Z" }),
    );
    const after = await pageOf("All", 76);
    const want = await expectedPages("All");
    expect(want).toHaveLength(3004);
    expect(after.punishments.map((row) => row.reason)).toEqual(want.slice(75 * 20, 76 * 20));
    expect(after.punishments).not.toEqual(before.punishments);
  });

  it.each([
    ["zQ", "month", "Zq"],
    ["J", "day", "Jo"],
  ])(
    "finds every page deep in the search %s from its %s, and keeps the stored counts exact",
    async (search, _period, prefix) => {
      // 12,000 more rows over five months, half of them by players whose names contain the search: a
      // search of one or two characters starts its deep pages at the day (one character) or month (two)
      // holding their offset, from the counts stored per substring and period (no pass over the rows),
      // from either end.
      const months = [2600, 400, 5000, 1800, 2200];
      const inputs = months.flatMap((size, month) =>
        Array.from({ length: size }, (_, index) =>
          punishmentInput({
            id: `${search}-${month}-${index}`,
            type: (["Ban", "Mute", "Kick", "Warning"] as const)[index % 4],
            player: index % 2 === 0 ? `${prefix}Rider${index % 7}` : `Builder${index % 9}`,
            reason: `Month ${month}-${index}`,
            date: new Date(Date.UTC(2026, month, 3 + (index % 20), 0, 0, index)).toISOString(),
          }),
        ),
      );
      for (let index = 0; index < inputs.length; index += 1000) {
        await seedPunishments(t.db, inputs.slice(index, index + 1000));
      }
      expect(await counterProblems(t.db)).toEqual([]);
      const expectedPages = (type: "All" | "Ban") => reasonsOf(t.db, search, type);
      const pageOf = async (type: "All" | "Ban", page: number) =>
        (await list(client, { punishment_type: type, search_query: search, page })).body;
      const matched = (await expectedPages("All")).length;
      for (const type of ["All", "Ban"] as const) {
        const want = await expectedPages(type);
        expect(want.length).toBeGreaterThanOrEqual(type === "All" ? 6000 : 3000);
        const pageCount = Math.ceil(want.length / 20);
        expect((await pageOf(type, 1)).pageNumbers).toHaveLength(pageCount);
        for (const page of [1, 2, 55, 56, 75, 76, 100, 149, 150, 151, 171, 200, 205, 206, 250, 299, pageCount]) {
          if (page > pageCount) continue;
          const { punishments } = await pageOf(type, page);
          expect(
            punishments.map((row) => row.reason),
            `${type} page ${page}`,
          ).toEqual(want.slice((page - 1) * 20, page * 20));
        }
      }
      // A punishment sent through this server shows at once on a deep page.
      await sendThroughApi(
        t,
        punishmentInput({
          id: `${search}-new`,
          player: `${prefix}RiderNew`,
          reason: `Month new ${search}`,
          date: "2026-03-10T12:00:00Z",
        }),
      );
      const want = await expectedPages("All");
      expect(want).toHaveLength(matched + 1);
      expect((await pageOf("All", 151)).punishments.map((row) => row.reason)).toEqual(want.slice(150 * 20, 151 * 20));
      expect(await counterProblems(t.db)).toEqual([]);
    },
  );

  it.each([
    ["page", "0", /1 or more/],
    ["page", "-1", /whole number/],
    ["page", "abc", /whole number/],
    ["page", "1.5", /whole number/],
    ["page", "", /whole number/],
    ["punishment_type", "Bans", /All, Ban, Mute, Kick, Warning/],
    ["punishment_type", "ban", /All, Ban, Mute, Kick, Warning/],
    ["search_query", "x".repeat(65), /at most 64/],
  ])("refuses %s=%s with a 400 naming the field", async (field, value, message) => {
    const response = await client.get(`${LIST}?${new URLSearchParams({ [field]: value })}`);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe("The address's query is not valid: check the link.");
    expect(body.errors[field]?.join(" ")).toMatch(message);
  });

  it("refuses a parameter given twice", async () => {
    const response = await client.get(`${LIST}?page=1&page=2`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(["page"]);
  });
});

describe("punishment detail", () => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
  });
  afterAll(() => t.close());

  async function idOf(reason: string) {
    const row = await t.db
      .selectFrom("punishments")
      .select("id")
      .where("reason", "=", reason)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("shows every field of the punishment, with uuids normalised", async () => {
    await seedPunishments(t.db, [
      punishmentInput({
        id: "litebans-7",
        type: "Mute",
        player: "Notch",
        player_uuid: "069A79F444E94726A5BEFCA90E38AAF5",
        reason: "Spamming chat",
        actioned_by: "CONSOLE",
        actioned_by_uuid: "CONSOLE",
        play_time: 7265,
        date: "2026-03-01T12:00:00+02:00",
        until: null,
        is_active: true,
      }),
    ]);
    const id = await idOf("Spamming chat");
    const response = await client.get(`${DETAIL}${id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      type: "Mute",
      player: "Notch",
      player_uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
      reason: "Spamming chat",
      actioned_by: "CONSOLE",
      actioned_by_uuid: "CONSOLE",
      play_time: 7265,
      date: "2026-03-01T10:00:00.000Z",
      until: null,
      is_active: true,
    });
  });

  it("is no longer active once its end has passed, whatever the source said", async () => {
    await seedPunishments(t.db, [
      punishmentInput({ reason: "Expired ban", until: "2020-01-02T00:00:00Z", date: "2020-01-01T00:00:00Z" }),
      punishmentInput({ reason: "Lifted ban", is_active: false }),
      punishmentInput({ reason: "Running ban", until: "2999-01-01T00:00:00Z", play_time: undefined }),
    ]);
    const detail = async (reason: string) => (await client.get(`${DETAIL}${await idOf(reason)}/`)).json();
    expect((await detail("Expired ban")).is_active).toBe(false);
    expect((await detail("Lifted ban")).is_active).toBe(false);
    expect(await detail("Running ban")).toMatchObject({ is_active: true, play_time: null });
  });

  it.each(["999999", "abc", "0", "-1", "99999999999999999999", "1.5"])("answers id %s with a 404", async (id) => {
    const response = await client.get(`${DETAIL}${id}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Punishment not found.", code: "not_found" });
  });
});

describe("game server API: upserts by the source's id", () => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp();
    key = (await createApiKey(t.db, { name: "Game server", scopes: ["punishments:write"] }, CLI_ACTOR)).key;
  });
  afterAll(() => t.close());

  const send = (punishments: unknown[]) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/punishments",
      headers: { authorization: `Bearer ${key}` },
      payload: { punishments },
    });

  it("creates new rows, then updates the same ids instead of duplicating them", async () => {
    const ban = punishmentInput({ id: "lb-1", player: "Griefer", type: "Ban", until: "2999-01-01T00:00:00Z" });
    const warning = punishmentInput({ id: "lb-2", player: "Griefer", type: "Warning" });
    const anonymous = punishmentInput({ player: "Griefer", type: "Kick" });
    const first = await send([ban, warning, anonymous]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: "Saved 3 punishments: 3 new, 0 updated.", created: 3, updated: 0 });

    // The ban is lifted; the warning turns out to be a mute given to someone else.
    const lifted = await send([
      { ...ban, is_active: false },
      { ...warning, type: "Mute", player: "Builder" },
    ]);
    expect(lifted.json()).toEqual({ message: "Saved 2 punishments: 0 new, 2 updated.", created: 0, updated: 2 });

    const client = new TestClient(t.app);
    expect((await list(client)).body.punishments).toHaveLength(3);
    expect((await list(client, { punishment_type: "Warning" })).body).toEqual({ punishments: [], pageNumbers: [] });
    const griefer = await list(client, { search_query: "grief" });
    expect(griefer.body.punishments.map((row) => row.type).sort()).toEqual(["Ban", "Kick"]);
    const builder = await list(client, { search_query: "build", punishment_type: "Mute" });
    expect(builder.body.punishments).toHaveLength(1);
    const banId = griefer.body.punishments.find((row) => row.type === "Ban")?.id;
    expect((await client.get(`${DETAIL}${banId}/`)).json().is_active).toBe(false);
  });

  it("queues concurrent sends of the same new id: one row, counted once", async () => {
    const row = punishmentInput({ id: "lb-race", player: "Racer", type: "Kick" });
    const answers = await Promise.all(Array.from({ length: 5 }, () => send([row])));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.json().created, 0)).toBe(1);
    const stored = await t.db.selectFrom("punishments").select("id").where("external_id", "=", "lb-race").execute();
    expect(stored).toHaveLength(1);
    const kicks = await list(new TestClient(t.app), { punishment_type: "Kick", search_query: "racer" });
    expect(kicks.body.pageNumbers).toEqual([1]);
    expect(kicks.body.punishments).toHaveLength(1);
  });

  it("lets the last of two rows with the same id in one batch win", async () => {
    const row = punishmentInput({ id: "lb-twice", player: "Twice", reason: "first" });
    const response = await send([row, { ...row, reason: "second" }]);
    expect(response.json()).toMatchObject({ created: 1, updated: 0 });
    const stored = await t.db
      .selectFrom("punishments")
      .select("reason")
      .where("external_id", "=", "lb-twice")
      .execute();
    expect(stored).toEqual([{ reason: "second" }]);
  });

  it("refuses a whole batch with one bad row, naming the row and field", async () => {
    const before = (await list(new TestClient(t.app))).body.punishments.length;
    const response = await send([
      punishmentInput({ id: "lb-good" }),
      { ...punishmentInput(), type: "Jail", date: "yesterday" },
    ]);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(Object.keys(errors).sort()).toEqual(["punishments.1.date", "punishments.1.type"]);
    expect(errors["punishments.1.type"][0]).toMatch(/Ban, Mute, Kick, Warning/);
    expect((await list(new TestClient(t.app))).body.punishments.length).toBe(before);
  });

  it("refuses an empty batch and one over the limit", async () => {
    expect((await send([])).json().errors.punishments[0]).toBe("Send at least one punishment.");
    const tooMany = Array.from({ length: 1001 }, () => punishmentInput({ reason: "" }));
    const response = await send(tooMany);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.punishments[0]).toBe("Send at most 1000 punishments per request.");
  });
});
