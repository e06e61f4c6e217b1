import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { punishmentInput } from "../../../test/factories/punishments";
import { hashToken } from "../../lib/tokens";

// Manage API Keys' JSON (issue 14): create (the key shown once, stored hashed), list, revoke, and
// the last use recorded without a write on every call.

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://mc.example.org" });
  const user = await buildUser(t.db, { username: "KeyKeeper", groups: ["owner"] });
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, user.id);
});
afterAll(() => t.close());

const send = (key: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/punishments",
    headers: { authorization: `Bearer ${key}` },
    payload: { punishments: [punishmentInput()] },
    remoteAddress: ip,
  });

describe("API keys from the web", () => {
  it("shows a new key once, stores only its SHA-256, and never lists it again", async () => {
    const response = await owner.post("/api/keys/api/create/", { name: "  Survival  ", scopes: ["punishments:write"] });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { key, api_key, message } = response.json();
    expect(message).toBe("Created the key 'Survival'. Copy it now: it will not be shown again.");
    const german = await owner.post(
      "/api/keys/api/create/",
      { name: "Kreativ", scopes: ["punishments:write"] },
      { "accept-language": "de" },
    );
    expect(german.json().message).toBe(
      "Schlüssel „Kreativ“ erstellt. Kopiere ihn jetzt: Er wird nicht noch einmal angezeigt.",
    );
    expect(key).toMatch(/^bst_[A-Za-z0-9_-]{43}$/);
    expect(api_key).toMatchObject({
      name: "Survival",
      prefix: key.slice(0, 10),
      scopes: ["punishments:write"],
      created_by: "KeyKeeper",
      last_used_at: null,
      last_used_ip: null,
      revoked_at: null,
    });
    const row = await t.db.selectFrom("api_keys").selectAll().where("id", "=", api_key.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashToken(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(10));

    const list = await owner.get("/api/keys/api/list/");
    expect(list.json().public_url).toBe("https://mc.example.org");
    expect(list.json().keys).toContainEqual(expect.objectContaining({ id: api_key.id, name: "Survival" }));
    expect(list.body).not.toContain(key.slice(10));
    expect(list.body).not.toContain("key_hash");
  });

  it("refuses a blank name, unknown or no scopes, and a second live key with the same name", async () => {
    const bad = await owner.post("/api/keys/api/create/", { name: " \u200b ", scopes: ["everything"] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["name", "scopes.0"]);
    expect((await owner.post("/api/keys/api/create/", { name: "x", scopes: [] })).json().errors).toEqual({
      scopes: ["Choose at least one scope."],
    });
    await owner.post("/api/keys/api/create/", { name: "Lobby", scopes: ["punishments:write"] });
    const again = await owner.post("/api/keys/api/create/", { name: "LOBBY", scopes: ["punishments:write"] });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ name: ["A live key already has this name."] });
  });

  it("revokes a key: it is refused from then on, and a second revoke is a 409", async () => {
    const { key, api_key } = (
      await owner.post("/api/keys/api/create/", { name: "Hub", scopes: ["punishments:write"] })
    ).json();
    expect((await send(key, "198.51.100.1")).statusCode).toBe(200);
    const revoked = await owner.post(`/api/keys/api/revoke/${api_key.id}/`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe("Revoked the key 'Hub': requests with it are refused from now on.");
    expect(revoked.json().api_key.revoked_at).toEqual(expect.any(String));
    expect((await send(key, "198.51.100.1")).statusCode).toBe(401);
    expect((await owner.post(`/api/keys/api/revoke/${api_key.id}/`)).statusCode).toBe(409);
    expect((await owner.post("/api/keys/api/revoke/999999/")).statusCode).toBe(404);
    // The name is free for a new key.
    expect((await owner.post("/api/keys/api/create/", { name: "Hub", scopes: ["punishments:write"] })).statusCode).toBe(
      201,
    );
  });

  it("records the last use's time and client address, at most once a minute", async () => {
    const { key, api_key } = (
      await owner.post("/api/keys/api/create/", { name: "Busy", scopes: ["punishments:write"] })
    ).json();
    const lastUse = async () =>
      (await owner.get("/api/keys/api/list/")).json().keys.find((k: { id: number }) => k.id === api_key.id);
    expect((await send(key, "198.51.100.20")).statusCode).toBe(200);
    const first = await lastUse();
    expect(first.last_used_ip).toBe("198.51.100.20");
    expect(Date.now() - Date.parse(first.last_used_at)).toBeLessThan(60_000);

    // Within the minute, further calls write nothing.
    expect((await send(key, "198.51.100.21")).statusCode).toBe(200);
    expect(await lastUse()).toMatchObject({ last_used_at: first.last_used_at, last_used_ip: "198.51.100.20" });

    // A minute later the next call is recorded.
    const minuteAgo = new Date(Date.now() - 61_000).toISOString();
    await t.db.updateTable("api_keys").set({ last_used_at: minuteAgo }).where("id", "=", api_key.id).execute();
    expect((await send(key, "198.51.100.22")).statusCode).toBe(200);
    expect((await lastUse()).last_used_ip).toBe("198.51.100.22");
  });
});
