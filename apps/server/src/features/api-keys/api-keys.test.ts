import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { punishmentInput } from "../../../test/factories/punishments";
import { runCli } from "../../cli/run";
import { nowIso } from "../../lib/clock";
import { hashToken } from "../../lib/tokens";

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

async function createKey(name: string, scopes = "punishments:write") {
  const result = await manage("create-api-key", "--name", name, "--scopes", scopes);
  expect(result.code).toBe(0);
  const key = result.out.split("\n").find((line) => line.startsWith("bst_"));
  if (!key) throw new Error(`no key printed: ${result.out}`);
  return key;
}

const post = (authorization: string | undefined, payload: unknown = { punishments: [punishmentInput()] }) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/punishments",
    headers: authorization === undefined ? {} : { authorization },
    payload: payload as Record<string, unknown>,
  });

describe("API keys from the CLI", () => {
  it("prints a new key once and stores only its SHA-256", async () => {
    const result = await manage("create-api-key", "--name", "Survival server", "--scopes", "punishments:write");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Created API key 'Survival server' \(id \d+\) with scopes: punishments:write\./);
    const key = result.out.split("\n").find((line) => line.startsWith("bst_")) ?? "";
    expect(key).toMatch(/^bst_[A-Za-z0-9_-]{43}$/);
    const row = await t.db
      .selectFrom("api_keys")
      .selectAll()
      .where("name", "=", "Survival server")
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashToken(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(4));
    expect(row.prefix).toBe(key.slice(0, 10));
  });

  it("refuses unknown scopes, a missing name and a second live key with the same name", async () => {
    expect((await manage("create-api-key", "--name", "x", "--scopes", "everything")).err).toBe(
      "Unknown scope: everything. Known scopes: punishments:write, patches:read.",
    );
    expect((await manage("create-api-key", "--scopes", "punishments:write")).err).toBe("--name is required.");
    await createKey("Lobby");
    const again = await manage("create-api-key", "--name", "LOBBY", "--scopes", "punishments:write");
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/A key named 'LOBBY' already exists/);
  });

  it("lists keys without the secret, then revokes by name and by id", async () => {
    const key = await createKey("Creative server");
    const listed = await manage("list-api-keys");
    const line = listed.out.split("\n").find((row) => row.includes("Creative server")) ?? "";
    expect(line).toMatch(/\tCreative server\tbst_\S{6}…\tpunishments:write\tall\t\S+\tnever\tlive$/);
    expect(listed.out).not.toContain(key);

    expect((await post(`Bearer ${key}`)).statusCode).toBe(200);
    expect((await manage("list-api-keys")).out).not.toMatch(/Creative server.*\tnever\t/);

    expect((await manage("revoke-api-key", "--name", "creative server")).out).toMatch(
      /^Revoked API key 'Creative server' \(id \d+\)\.$/,
    );
    expect((await manage("list-api-keys")).out).toMatch(/Creative server.*\trevoked \S+$/m);
    expect((await post(`Bearer ${key}`)).statusCode).toBe(401);

    const other = await createKey("Creative server");
    const id = (
      await t.db.selectFrom("api_keys").select("id").where("key_hash", "=", hashToken(other)).executeTakeFirstOrThrow()
    ).id;
    expect((await manage("revoke-api-key", "--id", String(id))).code).toBe(0);
    expect((await manage("revoke-api-key", "--id", String(id))).err).toMatch(/already revoked/);
    expect((await manage("revoke-api-key", "--id", "99999")).err).toBe("No API key with id 99999.");
    expect((await manage("revoke-api-key", "--name", "nope")).err).toBe("No live API key named 'nope'.");
    expect((await manage("revoke-api-key")).err).toBe("Give either --id or --name.");
  });
});

describe("the bearer guard on POST /api/v1/punishments", () => {
  it.each([
    ["no Authorization header", undefined],
    ["an empty bearer", "Bearer "],
    ["another scheme", "Basic dXNlcjpwYXNz"],
    ["an unknown key", "Bearer bst_0000000000000000000000000000000000000000000"],
    ["a key without the prefix", "Bearer 0000000000000000000000000000000000000000000"],
  ])("answers %s with 401 and a Bearer challenge, saving nothing", async (_label, authorization) => {
    const before = await t.db.selectFrom("punishments").select("id").execute();
    const response = await post(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/A valid API key is required/);
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="api"');
    expect(await t.db.selectFrom("punishments").select("id").execute()).toEqual(before);
  });

  it("checks the key before the body, so a bad key with a bad body is still a 401", async () => {
    const response = await post("Bearer bst_wrong", { punishments: "not a list" });
    expect(response.statusCode).toBe(401);
  });

  it("answers a live key without the punishments:write scope with 403", async () => {
    const key = "bst_key-with-another-scope-only-for-this-test-0";
    await t.db
      .insertInto("api_keys")
      .values({
        name: "Reader",
        name_key: "reader",
        prefix: key.slice(0, 10),
        key_hash: hashToken(key),
        scopes: "appeals:read",
        created_at: nowIso(),
      })
      .execute();
    const response = await post(`Bearer ${key}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("This API key does not have the punishments:write scope.");
  });

  it("accepts a good key without cookies or CSRF tokens and records when it was used", async () => {
    const key = await createKey("Hub server");
    const response = await post(`bearer ${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, updated: 0 });
    const row = await t.db
      .selectFrom("api_keys")
      .select("last_used_at")
      .where("key_hash", "=", hashToken(key))
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_used_at ?? "")).toBeLessThan(60_000);
  });
});
