import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliInput } from "../src/cli/command";
import { runCli } from "../src/cli/run";
import { ConfigError, loadConfig } from "../src/config";
import { describeDatabase } from "../src/db/database";
import { loadProjectEnv } from "../src/lib/env-file";
import { createTestApp, type TestApp, TestClient } from "./app";
import { COMPILED } from "./server-process";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function manageWith(input: CliInput | undefined, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const config = { ...t.config, DATABASE_URL: t.database.url };
  const code = await runCli(argv, config, {
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
    input,
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const manage = (...argv: string[]) => manageWith(undefined, argv);

/** A terminal where a person types `answers` in turn, or standard input holding `stdin`. */
function fakeInput(options: { answers?: string[]; stdin?: string }): CliInput & { asked: string[] } {
  const answers = [...(options.answers ?? [])];
  const asked: string[] = [];
  return {
    interactive: options.answers !== undefined,
    asked,
    askHidden: async (question) => {
      asked.push(question);
      return answers.shift() ?? "";
    },
    readStdin: async () => options.stdin ?? "",
  };
}

async function canLogIn(email: string, password: string) {
  const response = await new TestClient(t.app).request({
    method: "POST",
    url: "/users/api/login/",
    payload: { email, password },
    remoteAddress: "192.0.2.200",
  });
  return response.statusCode === 200;
}

describe("management CLI", () => {
  it("creates a verified user who becomes the active user once a session is made", async () => {
    const result = await manage(
      "create-user",
      "--username",
      "Steve",
      "--email",
      "steve@example.test",
      "--password",
      "diamond-pickaxe-42",
      "--groups",
      "owner,downloads",
    );
    expect(result).toMatchObject({ code: 0, out: "Created user 'Steve'." });
    const row = await t.db
      .selectFrom("users")
      .selectAll()
      .where("username_key", "=", "steve")
      .executeTakeFirstOrThrow();
    expect(row.is_verified).toBe(1);
    expect(row.password_hash.startsWith("$argon2id$")).toBe(true);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, row.id);
    expect((await client.get("/users/api/user-basic-info/")).json()).toMatchObject({
      is_authenticated: true,
      username: "Steve",
      groups: ["downloads", "owner"],
    });
  });

  it("asks for the password in a terminal, twice and hidden, when --password is not given", async () => {
    const terminal = fakeInput({ answers: ["obsidian-gate-9000", "obsidian-gate-9000"] });
    const made = await manageWith(terminal, [
      "create-user",
      "--username",
      "Prompted",
      "--email",
      "prompted@example.test",
    ]);
    expect(made).toMatchObject({ code: 0, out: "Created user 'Prompted'." });
    expect(terminal.asked).toEqual(["Password: ", "Repeat the password: "]);
    expect(await canLogIn("prompted@example.test", "obsidian-gate-9000")).toBe(true);

    const typo = fakeInput({ answers: ["obsidian-gate-9000", "obsidian-gate-9001"] });
    const refused = await manageWith(typo, ["create-user", "--username", "Typo", "--email", "typo@example.test"]);
    expect(refused).toMatchObject({ code: 1, err: "The passwords did not match." });
  });

  it("reads the password from standard input with --password-stdin", async () => {
    const piped = fakeInput({ stdin: "nether-portal-4242\n" });
    const made = await manageWith(piped, [
      "create-user",
      "--username",
      "Piped",
      "--email",
      "piped@example.test",
      "--password-stdin",
    ]);
    expect(made.code).toBe(0);
    expect(await canLogIn("piped@example.test", "nether-portal-4242")).toBe(true);
    const empty = await manageWith(fakeInput({ stdin: "" }), [
      "create-user",
      "--username",
      "Empty",
      "--email",
      "empty@example.test",
      "--password-stdin",
    ]);
    expect(empty).toMatchObject({ code: 1, err: "--password-stdin: standard input was empty." });
    const noWay = await manage("create-user", "--username", "Nobody", "--email", "nobody@example.test");
    expect(noWay.err).toMatch(/--password-stdin.*or run this in a terminal/);
  });

  it("reads --password-stdin from a real pipe in the manage command", async () => {
    const env = { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.database.url ?? "", LOG_LEVEL: "warn" };
    const result = spawnSync(
      process.execPath,
      [COMPILED.manage, "create-user", "--username", "Pipe", "--email", "pipe@example.test", "--password-stdin"],
      { cwd: join(import.meta.dirname, ".."), env, input: "redstone-torch-77\n", encoding: "utf8" },
    );
    // Standard error says which database the command opened (issue 27 item 16); the output is the command's.
    const database = t.database.url
      ? /^Database: PostgreSQL /
      : `Database: SQLite at ${t.config.dataDir}/bastion.sqlite.`;
    expect(result.stderr.trim()).toMatch(database);
    expect(result.stdout.trim()).toBe("Created user 'Pipe'.");
    expect(await canLogIn("pipe@example.test", "redstone-torch-77")).toBe(true);
  });

  it("refuses duplicates regardless of case, naming the field", async () => {
    await manage("create-user", "--username", "Alex", "--email", "alex@example.test", "--password", "emerald-sword-77");
    const sameName = await manage(
      "create-user",
      "--username",
      "ALEX",
      "--email",
      "other@example.test",
      "--password",
      "emerald-sword-77",
    );
    expect(sameName.code).toBe(1);
    expect(sameName.err).toContain("That username is taken.");
    const sameEmail = await manage(
      "create-user",
      "--username",
      "Alex2",
      "--email",
      "ALEX@example.test",
      "--password",
      "emerald-sword-77",
    );
    expect(sameEmail.err).toContain("An account with that e-mail already exists.");
  });

  it("explains bad flags, missing flags, bad values and unknown commands", async () => {
    expect((await manage("create-user", "--nope")).err).toMatch(/Unknown option '--nope'/);
    expect((await manage("create-user", "--username", "x1")).err).toBe("--email is required.");
    const bad = await manage("create-user", "--username", "a b", "--email", "not-mail", "--password", "short");
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/username: Username may only contain/);
    expect(bad.err).toMatch(/email: Enter a valid e-mail address/);
    expect(bad.err).toMatch(/password: Password must be at least 8 characters/);
    expect((await manage("frobnicate")).err).toMatch(/Unknown command 'frobnicate'/);
    const reserved = await manage(
      "create-user",
      "--username",
      "Edit",
      "--email",
      "e@example.test",
      "--password",
      "a-fine-passphrase",
    );
    expect(reserved.err).toMatch(/username: That username is reserved\./);
  });

  it("grants and revokes groups and permissions, refusing unknown groups whole", async () => {
    await manage(
      "create-user",
      "--username",
      "Herobrine",
      "--email",
      "hb@example.test",
      "--password",
      "nether-portal-13",
    );
    const granted = await manage(
      "grant",
      "--username",
      "herobrine",
      "--groups",
      "patching",
      "--permissions",
      "announcements.create",
    );
    expect(granted.out).toBe("Herobrine: groups [patching], permissions [announcements.create]");
    const unknown = await manage("grant", "--username", "herobrine", "--groups", "wizards", "--permissions", "x.y");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/Unknown group: wizards\. Known groups: administrators, downloads, owner, patching/);
    const revoked = await manage("revoke", "--username", "herobrine", "--groups", "patching");
    expect(revoked.out).toBe("Herobrine: groups [], permissions [announcements.create]");
    expect((await manage("grant", "--username", "nobody", "--groups", "owner")).err).toBe("No user named 'nobody'.");
  });

  it("never revokes the owner group from the site's last active owner", async () => {
    const notch = ["--username", "Notch", "--email", "notch@example.test", "--password", "second-owner-77"];
    expect((await manage("create-user", ...notch, "--groups", "owner")).code).toBe(0);
    // Steve (created above) is an owner too, so Notch may lose the group.
    const demoted = await manage("revoke", "--username", "notch", "--groups", "owner");
    expect(demoted).toMatchObject({ code: 0, out: "Notch: groups [], permissions []" });

    const owners = await t.db
      .selectFrom("user_groups")
      .innerJoin("groups", "groups.id", "user_groups.group_id")
      .innerJoin("users", "users.id", "user_groups.user_id")
      .select("users.username")
      .where("groups.name", "=", "owner")
      .where("users.is_active", "=", 1)
      .execute();
    expect(owners).toEqual([{ username: "Steve" }]);
    const audited = await t.db.selectFrom("audit_log").select("id").execute();
    const refused = await manage("revoke", "--username", "steve", "--groups", "owner,downloads");
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      "Steve is the site's last active owner, so they keep the owner group: grant it to another account first (grant --username NAME --groups owner).",
    );
    // Nothing changed, the other group included, and nothing was recorded.
    expect((await manage("list-users")).out).toMatch(/Steve\t.*\tdownloads,owner/);
    expect(await t.db.selectFrom("audit_log").select("id").execute()).toEqual(audited);
  });

  it("lists users and migrates idempotently", async () => {
    expect((await manage("list-users")).out).toMatch(/Steve\tsteve@example\.test\tverified\tdownloads,owner/);
    expect((await manage("migrate")).out).toMatch(/is up to date/);
  });
});

describe("which database a command opens", () => {
  // Issue 27 item 16: `manage` without the server's DATA_DIR quietly made ./data and said "No users yet".
  const saved = { ...process.env };
  afterAll(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it("reads .env from the project folder as the server does, the environment winning, and says which database it opened", async () => {
    const project = mkdtempSync(join(tmpdir(), "bastion-project-"));
    const dataDir = join(project, "server-data");
    writeFileSync(join(project, ".env"), `DATA_DIR=${dataDir}\nSITE_NAME=From the file\nLOG_LEVEL=debug\n`);
    delete process.env.DATA_DIR;
    delete process.env.DATABASE_URL;
    process.env.SITE_NAME = "From the environment";
    expect(loadProjectEnv(project)).toBe(join(project, ".env"));
    const config = loadConfig(process.env, { LOG_LEVEL: "silent" });
    expect(config.dataDir).toBe(dataDir);
    expect(config.SITE_NAME).toBe("From the environment");

    const notes: string[] = [];
    const io = { print: () => undefined, printError: () => undefined, note: (line: string) => notes.push(line) };
    expect(await runCli(["list-users"], config, io)).toBe(0);
    expect(await runCli(["list-users"], config, io)).toBe(0);
    const opened = `Database: SQLite at ${join(dataDir, "bastion.sqlite")}.`;
    // The first opened an empty folder: a new site, which is said, with what to do about it.
    expect(notes[0]).toBe(
      `${opened} There was none, so this is a new, empty one: if the server keeps its data elsewhere, set DATA_DIR as it has it (in .env in the project folder, or in the environment).`,
    );
    expect(notes[1]).toBe(opened);
    expect(loadProjectEnv(join(project, "server-data"))).toBeUndefined();
  });

  it("names a PostgreSQL database without its password", () => {
    expect(describeDatabase({ dataDir: "/x", DATABASE_URL: "postgres://bastion:hunter2@db.example.org/site" })).toBe(
      "PostgreSQL bastion@db.example.org:5432/site",
    );
  });
});

describe("configuration", () => {
  it("stops with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ BOT_CHECK: "captcha" })).toThrow(/BOT_CHECK/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ BOT_CHECK: "recaptcha" })).toThrow(/RECAPTCHA_SITE_KEY/);
  });

  it("has working defaults and treats empty values as unset", () => {
    const config = loadConfig({ PORT: "", STORE_URL: "" });
    expect(config.PORT).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.STORE_URL).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "https://mc.example.org/" }).secureCookies).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).TRUST_PROXY).toEqual(["10.0.0.1", "10.0.0.2"]);
  });
});
