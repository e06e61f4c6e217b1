import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../../test/app";
import { runCli } from "../../cli/run";
import { punishmentInput } from "./punishments.test-support";

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

async function stored(t: TestApp) {
  return t.db.selectFrom("punishments").select(["external_id", "player", "type", "is_active"]).orderBy("id").execute();
}

describe("import-punishments", () => {
  let t: TestApp;
  let manage: ReturnType<typeof cli>;

  beforeAll(async () => {
    t = await createTestApp();
    manage = cli(t);
  });
  afterAll(() => t.close());

  it("imports a file, and a second import of the same ids updates instead of duplicating", async () => {
    const rows = [
      punishmentInput({ id: "1", player: "Herobrine", type: "Ban" }),
      punishmentInput({ id: "2", player: "Herobrine", type: "Mute", until: "2999-01-01T00:00:00Z" }),
      punishmentInput({ player: "Steve", type: "Kick", actioned_by: "CONSOLE", actioned_by_uuid: "CONSOLE" }),
    ];
    const first = await manage("import-punishments", file(rows));
    expect(first).toEqual({ code: 0, out: "Saved 3 punishments: 3 new, 0 updated.", err: "" });
    const again = await manage("import-punishments", file([{ ...rows[1], is_active: false }]));
    expect(again.out).toBe("Saved 1 punishment: 0 new, 1 updated.");
    expect(await stored(t)).toEqual([
      { external_id: "1", player: "Herobrine", type: "Ban", is_active: 1 },
      { external_id: "2", player: "Herobrine", type: "Mute", is_active: 0 },
      { external_id: null, player: "Steve", type: "Kick", is_active: 1 },
    ]);
    const list = await new TestClient(t.app).get("/punished/api/punished-players/?search_query=hero");
    expect(list.json().punishments).toHaveLength(2);
  });

  it("rejects a file with bad rows whole, reporting each bad row by index and field", async () => {
    const before = await stored(t);
    const result = await manage(
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
    expect(await stored(t)).toEqual(before);
  });

  it("refuses an end before the start, and issuers other than a uuid or CONSOLE", async () => {
    const result = await manage(
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
    expect((await manage("import-punishments", join(dir, "missing.json"))).err).toMatch(/^Cannot read .*missing\.json/);
    expect((await manage("import-punishments", file("{ nope"))).err).toMatch(/is not valid JSON/);
    expect((await manage("import-punishments", file({ punishments: [] }))).err).toMatch(
      /must hold a JSON array of punishments/,
    );
    expect((await manage("import-punishments", file([]))).out).toMatch(/holds no punishments; nothing to import/);
    expect((await manage("import-punishments")).err).toMatch(/Give one file/);
  });
});

describe("seed-demo", () => {
  let t: TestApp;
  let manage: ReturnType<typeof cli>;

  beforeAll(async () => {
    t = await createTestApp();
    manage = cli(t);
  });
  afterAll(() => t.close());

  it("fills a new site with users and punishments of every kind, then refuses to run again unless forced", async () => {
    const result = await manage("seed-demo");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Created 12 demo users: Aldric \(administrators\), /);
    const password = /Their password \(shown once\): (\S+)/.exec(result.out)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(result.out).toMatch(/Saved 330 punishments: 330 new, 0 updated\./);

    const login = await new TestClient(t.app).post("/users/api/login/", { email: "aldric@example.org", password });
    expect(login.statusCode).toBe(200);

    const rows = await t.db.selectFrom("punishments").selectAll().execute();
    for (const type of ["Ban", "Mute", "Kick", "Warning"]) {
      expect(rows.filter((row) => row.type === type).length).toBeGreaterThan(50);
    }
    const now = new Date().toISOString();
    expect(rows.some((row) => row.until === null && row.type === "Ban")).toBe(true);
    expect(rows.some((row) => row.until !== null && row.until < now)).toBe(true);
    expect(rows.some((row) => row.until !== null && row.until > now && row.is_active === 1)).toBe(true);
    expect(rows.some((row) => row.actioned_by_uuid === "CONSOLE")).toBe(true);
    expect(new Set(rows.map((row) => row.player)).size).toBeGreaterThan(50);

    const refused = await manage("seed-demo");
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/already has data \(12 users, 330 punishments\).*--force/);

    const forced = await manage("seed-demo", "--force");
    expect(forced.out).toBe(
      "The demo users already exist; they were left as they are.\nSaved 330 punishments: 0 new, 330 updated.",
    );
  });
});
