import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../src/cli/run";
import { createAccount } from "../src/features/accounts/accounts.service";
import { buildUser, createTestApp, type TestApp, TestClient } from "./app";
import { createAnnouncement } from "./factories/announcements";
import { punishmentInput, seedPunishment, seedPunishments } from "./factories/punishments";

// `manage export`: what an owner takes away from the site, streamed row by row. Punishments come
// out in the import format, so an export imports into a fresh site as it was.

const dir = mkdtempSync(join(tmpdir(), "bastion-export-"));
let files = 0;
const outFile = (extension: string) => {
  files += 1;
  return join(dir, `export-${files}.${extension}`);
};

function cli(t: TestApp) {
  return async (...argv: string[]) => {
    const out: string[] = [];
    const config = { ...t.config, DATABASE_URL: t.database.url };
    const code = await runCli(argv, config, { print: (line) => out.push(line), printError: (line) => out.push(line) });
    return { code, out: out.join("\n") };
  };
}

describe("export → import of 100,000 punishments", () => {
  let source: TestApp;
  let fresh: TestApp;
  beforeAll(async () => {
    [source, fresh] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await source.close();
    await fresh.close();
  });

  it("imports into a fresh site, whose own export is then the same file byte for byte", async () => {
    const kinds = ["Ban", "Mute", "Kick", "Warning"] as const;
    for (let start = 0; start < 100_000; start += 10_000) {
      await seedPunishments(
        source.db,
        Array.from({ length: 10_000 }, (_, offset) => {
          const n = start + offset;
          return punishmentInput({
            type: kinds[n % 4],
            player: `Player${n % 7919}`,
            ...(n % 3 === 0 ? { id: `litebans-${n}` } : {}),
            ...(n % 5 === 0 ? { actioned_by: "CONSOLE", actioned_by_uuid: "CONSOLE", play_time: null } : {}),
            ...(n % 7 === 0 ? { until: "2999-01-01T00:00:00.000Z", is_active: n % 2 === 0 } : {}),
            reason: n % 11 === 0 ? `Said "hi", then \\ left\nfor ${n}` : `Reason ${n}`,
          });
        }),
      );
    }
    const exported = outFile("json");
    expect(await cli(source)("export", "punishments", "--format", "json", "--out", exported)).toEqual({
      code: 0,
      out: `Exported 100,000 punishments to ${exported}.`,
    });
    const rows = JSON.parse(readFileSync(exported, "utf8")) as Record<string, unknown>[];
    expect(rows).toHaveLength(100_000);
    expect(rows[0]).toEqual({
      id: "litebans-0",
      type: "Ban",
      player: "Player0",
      player_uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
      reason: 'Said "hi", then \\ left\nfor 0',
      actioned_by: "CONSOLE",
      actioned_by_uuid: "CONSOLE",
      play_time: null,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      until: "2999-01-01T00:00:00.000Z",
      is_active: true,
    });
    expect(rows[1]).not.toHaveProperty("id");

    const imported = await cli(fresh)("import-punishments", exported);
    expect(imported).toEqual({ code: 0, out: "Saved 100000 punishments: 100000 new, 0 updated." });
    const again = outFile("json");
    expect((await cli(fresh)("export", "punishments", "--format", "json", "--out", again)).code).toBe(0);
    expect(readFileSync(again).equals(readFileSync(exported))).toBe(true);
    // The list's counters and search index came along too.
    const list = await fresh.app.inject({
      method: "GET",
      url: "/punished/api/punished-players/?punishment_type=Kick&search_query=player7&page=1",
    });
    const before = await source.app.inject({
      method: "GET",
      url: "/punished/api/punished-players/?punishment_type=Kick&search_query=player7&page=1",
    });
    expect(list.json()).toEqual(before.json());
  }, 240_000);
});

describe("exports of users, appeals and announcements", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("users: accounts with their groups and permissions, never a password hash, session or token", async () => {
    await buildUser(t.db, {
      username: "Alex",
      groups: ["owner", "administrators"],
      permissions: ["announcements.create"],
    });
    // An unverified sign-up has a pending verification (hashed pin and token): none of it comes out.
    await createAccount(t.db, {
      username: "Newbie",
      email: "newbie@example.test",
      password: "lapis-lazuli-99",
      verified: false,
    });
    const client = new TestClient(t.app);
    const alex = await t.db.selectFrom("users").select("id").where("username", "=", "Alex").executeTakeFirstOrThrow();
    await client.signInAs(t.db, alex.id);
    const json = outFile("json");
    expect((await cli(t)("export", "users", "--format", "json", "--out", json)).code).toBe(0);
    const text = readFileSync(json, "utf8");
    expect(text).not.toMatch(/argon2|password|token|session|hash/i);
    const users = JSON.parse(text) as Record<string, unknown>[];
    expect(users.find((user) => user.username === "Alex")).toMatchObject({
      email: "Alex@example.test",
      is_verified: true,
      groups: ["administrators", "owner"],
      permissions: ["announcements.create"],
    });
    expect(users.find((user) => user.username === "Newbie")).toMatchObject({ is_verified: false, groups: [] });

    const csv = outFile("csv");
    expect((await cli(t)("export", "users", "--format", "csv", "--out", csv)).code).toBe(0);
    const lines = readFileSync(csv, "utf8").trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "id,username,email,is_verified,is_active,date_joined,last_login,minecraft_username,discord_username,about_me,profile_img,groups,permissions",
    );
    expect(lines.find((line) => line.includes(",Alex,"))).toMatch(
      /,true,true,.+,administrators;owner,announcements\.create$/,
    );
  });

  it("announcements and appeals: one row each, CSV quoted where needed and formulas defused", async () => {
    const owner = await buildUser(t.db, { groups: ["owner"] });
    const client = new TestClient(t.app);
    await client.signInAs(t.db, owner.id);
    await createAnnouncement(client, { title: '=HYPERLINK("x"), "quoted", and more' });
    const punishmentId = await seedPunishment(t.db, { player: "Griefer" });
    const appeal = await client.post("/punished/api/appeal/create/", {
      punishment_id: punishmentId,
      appeal_message: "It was\nmy brother",
    });
    expect(appeal.statusCode).toBe(201);

    const csv = outFile("csv");
    expect((await cli(t)("export", "announcements", "--format", "csv", "--out", csv)).code).toBe(0);
    const [header, row] = readFileSync(csv, "utf8").split("\r\n");
    expect(header).toBe("id,title,introduction,content_html,img,author,created_at,updated_at,updated_by,comments");
    expect(row).toMatch(/^\d+,"'=HYPERLINK\(""x""\), ""quoted"", and more",/);

    const json = outFile("json");
    expect((await cli(t)("export", "appeals", "--format", "json", "--out", json)).code).toBe(0);
    expect(JSON.parse(readFileSync(json, "utf8"))).toEqual([
      expect.objectContaining({
        punishment_id: punishmentId,
        punishment_type: "Ban",
        player: "Griefer",
        submitted_by: owner.username,
        appeal_message: "It was\nmy brother",
        status: "Pending",
        is_open: true,
        last_updated_by: null,
        comments: 0,
      }),
    ]);
  });

  it("refuses an unknown kind, an unknown format and a file that exists, writing nothing", async () => {
    const manage = cli(t);
    expect((await manage("export", "passwords", "--format", "json")).code).toBe(1);
    expect(await manage("export", "users", "--format", "xml")).toEqual({
      code: 1,
      out: "--format must be json or csv.",
    });
    const existing = outFile("json");
    writeFileSync(existing, "keep me");
    expect(await manage("export", "users", "--format", "json", "--out", existing)).toEqual({
      code: 1,
      out: `${existing} exists already; give another --out, or remove it first.`,
    });
    expect(readFileSync(existing, "utf8")).toBe("keep me");
  });
});
