import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../src/cli/run";
import { ConfigError, loadConfig } from "../src/config";
import { createTestApp, type TestApp, TestClient } from "./app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function manage(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const config = { ...t.config, DATABASE_URL: t.database.url };
  const code = await runCli(argv, config, { print: (line) => out.push(line), printError: (line) => err.push(line) });
  return { code, out: out.join("\n"), err: err.join("\n") };
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

  it("lists users and migrates idempotently", async () => {
    expect((await manage("list-users")).out).toMatch(/Steve\tsteve@example\.test\tverified\tdownloads,owner/);
    expect((await manage("migrate")).out).toMatch(/is up to date/);
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
