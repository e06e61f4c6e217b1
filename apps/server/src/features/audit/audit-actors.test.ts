import { RESERVED_USERNAMES } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { manage } from "../../../test/factories/admin";

// Issue 26.9: an account named "cli" read like the management CLI in the audit log, and a deleted
// account's name taken again read like the new account. System names are reserved, and every entry
// has its actor's kind and stable id, which the log's actor filter uses.

let t: TestApp;
let ownerUser: BuiltUser;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ownerUser = await buildUser(t.db, { username: "KeeperOfLogs", groups: ["owner"] });
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, ownerUser.id);
});
afterAll(() => t.close());

interface Entry {
  actor: string;
  actor_kind: string;
  actor_id: number | null;
  actor_deleted: boolean;
  action: string;
  target: string;
}

async function log(query: string) {
  const response = await owner.get(`/admin/api/audit/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entries: Entry[] }>().entries;
}

/** An account as one made before the names were reserved: straight into the table. */
async function legacyAccount(username: string, groups: string[]) {
  const user = await buildUser(t.db, { username: `tmp${username}`, groups });
  await t.db
    .updateTable("users")
    .set({ username, username_key: username.toLowerCase() })
    .where("id", "=", user.id)
    .execute();
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { ...user, username, client };
}

let counter = 0;
const signUp = (username: string) => {
  counter += 1;
  return new TestClient(t.app).request({
    method: "POST",
    url: "/users/api/register/",
    payload: {
      username,
      email: `reserved${counter}@example.test`,
      password1: "emerald-pickaxe-42",
      password2: "emerald-pickaxe-42",
    },
    remoteAddress: `198.51.100.${counter}`,
  });
};

describe("reserved names", () => {
  it.each(["cli", "CLI", "Cli", "system", "console", "root", "bastion", "setup", "admin", "Owner"])(
    "a sign-up as %s is refused under the username field",
    async (name) => {
      const response = await signUp(name);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.username).toEqual(["That username is reserved."]);
    },
  );

  it("the CLI's create-user refuses them too", async () => {
    const made = await manage(
      t,
      "create-user",
      "--username",
      "Cli",
      "--email",
      "c@example.test",
      "--password",
      "a-long-passphrase-42",
    );
    expect(made.code).not.toBe(0);
    expect(made.err).toMatch(/reserved/);
    expect(RESERVED_USERNAMES).toEqual(expect.arrayContaining(["cli", "system", "root", "bastion", "setup"]));
  });
});

describe("the actor of an entry", () => {
  it("tells the CLI from an account named cli, by kind and id", async () => {
    const named = await legacyAccount("cli", ["owner"]);
    const target = await buildUser(t.db, { verified: false });
    expect((await named.client.post(`/admin/api/people/${target.id}/verify/`)).statusCode).toBe(200);
    expect((await manage(t, "grant", "--username", target.username, "--groups", "downloads")).code).toBe(0);

    const [byAccount] = await log("action=user.verify");
    expect(byAccount).toMatchObject({ actor: "cli", actor_kind: "user", actor_id: named.id, actor_deleted: false });
    const [byCli] = await log("action=user.access");
    expect(byCli).toMatchObject({ actor: "cli", actor_kind: "cli", actor_id: null, actor_deleted: false });

    // Filtered by the CLI (by kind, or by the old name filter), the account's entry is not among them.
    for (const query of ["actor_kind=cli", "actor=cli"]) {
      const entries = await log(query);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.actor_kind === "cli")).toBe(true);
    }
    const ofAccount = await log(`actor_kind=user&actor_id=${named.id}`);
    expect(ofAccount.map((entry) => entry.action)).toEqual(["user.verify"]);
    // An id alone is an account's.
    expect((await log(`actor_id=${named.id}`)).map((entry) => entry.action)).toEqual(["user.verify"]);
  });

  it("keeps a deleted account's entries apart from a new account with its name", async () => {
    const first = await buildUser(t.db, { username: "Phoenix", groups: ["owner"] });
    const firstClient = new TestClient(t.app);
    await firstClient.signInAs(t.db, first.id);
    const person = await buildUser(t.db);
    await firstClient.post(`/admin/api/people/${person.id}/deactivate/`);
    expect((await owner.request({ method: "DELETE", url: `/admin/api/people/${first.id}/` })).statusCode).toBe(200);

    const second = await buildUser(t.db, { username: "Phoenix", email: "phoenix.two@example.test", groups: ["owner"] });
    expect(second.id).not.toBe(first.id);
    const secondClient = new TestClient(t.app);
    await secondClient.signInAs(t.db, second.id);
    await secondClient.post(`/admin/api/people/${person.id}/reactivate/`);

    const ofFirst = await log(`actor_kind=user&actor_id=${first.id}`);
    expect(ofFirst).toEqual([
      expect.objectContaining({ action: "user.deactivate", actor: "Phoenix", actor_id: first.id, actor_deleted: true }),
    ]);
    const ofSecond = await log(`actor_kind=user&actor_id=${second.id}`);
    expect(ofSecond).toEqual([
      expect.objectContaining({
        action: "user.reactivate",
        actor: "Phoenix",
        actor_id: second.id,
        actor_deleted: false,
      }),
    ]);

    // The filter's list names both, apart, the deleted one marked so.
    const actors = (await owner.get("/admin/api/audit/actors/")).json().actors;
    const phoenixes = actors.filter((actor: { name: string }) => actor.name === "Phoenix");
    expect(phoenixes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "user", id: first.id, deleted: true }),
        expect.objectContaining({ kind: "user", id: second.id, deleted: false }),
      ]),
    );
    expect(actors).toContainEqual(expect.objectContaining({ kind: "cli", id: null, name: "cli", deleted: false }));
  });

  it("answers a bad actor filter with 400 naming the field, and the actor list to the owner only", async () => {
    const bad = await owner.get("/admin/api/audit/?actor_kind=robot&actor_id=x");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["actor_id", "actor_kind"]);
    const player = new TestClient(t.app);
    await player.signInAs(t.db, (await buildUser(t.db)).id);
    expect((await player.get("/admin/api/audit/actors/")).statusCode).toBe(403);
    expect((await new TestClient(t.app).get("/admin/api/audit/actors/")).statusCode).toBe(401);
  });
});
