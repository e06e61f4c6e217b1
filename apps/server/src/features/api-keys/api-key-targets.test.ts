import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { manage } from "../../../test/factories/admin";
import { buildApiKey, createTarget, publish } from "../../../test/factories/patching";

// Issue 26.12: an API key with patches:read may be bound to some patch targets; the patches API
// refuses it (403) the current patch and the files of any other target.

let t: TestApp;
let owner: TestClient;
let staff: TestClient;
let survival: number;
let lobby: number;
let survivalPatch: number;
let lobbyPatch: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
  staff = new TestClient(t.app);
  await staff.signInAs(t.db, (await buildUser(t.db, { groups: ["patching"] })).id);
  survival = await createTarget(staff, "survival");
  lobby = await createTarget(staff, "lobby");
  survivalPatch = await publish(staff, survival, "1.0.0", "survival plugin", { makeCurrent: true });
  lobbyPatch = await publish(staff, lobby, "1.0.0", "lobby plugin", { makeCurrent: true });
});
afterAll(() => t.close());

const asKey = (key: string, url: string) =>
  t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${key}` } });

async function createKey(body: Record<string, unknown>) {
  return owner.post("/api/keys/api/create/", body);
}

describe("a key bound to patch targets", () => {
  it("reads its own target's current patch and file, and is refused every other target's (403)", async () => {
    const created = await createKey({ name: "Survival box", scopes: ["patches:read"], targets: [survival] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().api_key.targets).toEqual([{ id: survival, name: "survival" }]);
    const key = created.json().key as string;

    expect((await asKey(key, "/api/v1/patches/survival/current")).statusCode).toBe(200);
    expect((await asKey(key, `/api/v1/patches/${survivalPatch}/file`)).statusCode).toBe(200);
    for (const url of ["/api/v1/patches/lobby/current", `/api/v1/patches/${lobbyPatch}/file`]) {
      const refused = await asKey(key, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe("This API key is limited to other patch targets.");
    }
    // A target that does not exist is refused the same way: the key learns nothing of other targets.
    expect((await asKey(key, "/api/v1/patches/nowhere/current")).statusCode).toBe(403);

    // Bound by id: a renamed target stays the key's.
    expect((await staff.post(`/patching/api/targets/${survival}/rename/`, { name: "survival-eu" })).statusCode).toBe(
      200,
    );
    expect((await asKey(key, "/api/v1/patches/survival-eu/current")).statusCode).toBe(200);
    const listed = (await owner.get("/api/keys/api/list/")).json();
    expect(listed.keys.find((row: { name: string }) => row.name === "Survival box").targets).toEqual([
      { id: survival, name: "survival-eu" },
    ]);
    expect(listed.patch_targets).toEqual(
      expect.arrayContaining([
        { id: survival, name: "survival-eu" },
        { id: lobby, name: "lobby" },
      ]),
    );
    await staff.post(`/patching/api/targets/${survival}/rename/`, { name: "survival" });
  });

  it("a key with no targets reads every target, as keys made before", async () => {
    const open = await buildApiKey(t.db, ["patches:read"]);
    expect((await asKey(open.key, "/api/v1/patches/lobby/current")).statusCode).toBe(200);
    expect((await asKey(open.key, "/api/v1/patches/survival/current")).statusCode).toBe(200);
    expect((await asKey(open.key, "/api/v1/patches/nowhere/current")).statusCode).toBe(404);
  });

  it("refuses targets without the patches:read scope, and targets that do not exist, under targets", async () => {
    const withoutScope = await createKey({ name: "Bans only", scopes: ["punishments:write"], targets: [lobby] });
    expect(withoutScope.statusCode).toBe(400);
    expect(withoutScope.json().errors.targets).toEqual([
      "Targets limit what a patches:read key may read: choose that scope too, or no targets.",
    ]);
    const unknown = await createKey({ name: "Ghost box", scopes: ["patches:read"], targets: [9999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.targets).toEqual(["No patch target with id 9999."]);
    const malformed = await createKey({ name: "Odd box", scopes: ["patches:read"], targets: ["lobby"] });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(["targets.0"]);
  });

  it("the CLI's create-api-key binds by target name, and list-api-keys shows it", async () => {
    const made = await manage(
      t,
      "create-api-key",
      "--name",
      "Lobby box",
      "--scopes",
      "patches:read",
      "--targets",
      "Lobby",
    );
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain("It may read the patch targets: lobby.");
    const key = /^(bst_\S+)$/m.exec(made.out)?.[1] ?? "";
    expect((await asKey(key, "/api/v1/patches/lobby/current")).statusCode).toBe(200);
    expect((await asKey(key, "/api/v1/patches/survival/current")).statusCode).toBe(403);

    const listed = await manage(t, "list-api-keys");
    expect(listed.out).toMatch(/Lobby box\tbst_\S+…\tpatches:read\tlobby\t/);
    const missing = await manage(
      t,
      "create-api-key",
      "--name",
      "Nope",
      "--scopes",
      "patches:read",
      "--targets",
      "moon",
    );
    expect(missing.code).not.toBe(0);
    expect(missing.err).toContain("No patch target named 'moon'.");
  });
});
