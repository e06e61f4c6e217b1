import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { linkIn, readMailFolder, waitForMail } from "../../../test/mail";
import { setupTokenPath } from "./setup-token-file";

// Issue 27.11: the owner console's "Last sign-in" said "Never" for an owner whom the first-run setup
// had just signed in. Every road that signs someone in records it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the owner console's people table shows for one account. */
async function lastSignInShown(owner: TestClient, username: string) {
  const response = await owner.get(`/admin/api/people/?search=${username}`);
  expect(response.statusCode).toBe(200);
  const person = response.json().people.find((row: { username: string }) => row.username === username);
  return person?.last_login as string | null;
}

describe("last sign-in", () => {
  it("is recorded when the first-run setup signs the owner in", async () => {
    const owner = new TestClient(t.app);
    const before = Date.now();
    const created = await owner.post("/api/setup/", {
      token: readFileSync(setupTokenPath(t.config.dataDir), "utf8").trim(),
      username: "FirstOwner",
      email: "first.owner@example.test",
      password1: "obsidian-portal-77",
      password2: "obsidian-portal-77",
    });
    expect(created.statusCode).toBe(201);
    // The new owner's own console waits for their second factor (issue 29): another owner looks.
    const onlooker = new TestClient(t.app);
    await onlooker.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
    const shown = await lastSignInShown(onlooker, "FirstOwner");
    expect(shown).not.toBeNull();
    expect(Date.parse(shown ?? "")).toBeGreaterThanOrEqual(before - 1000);
  });

  it("is recorded by a login", async () => {
    const owner = new TestClient(t.app);
    await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
    const player = await buildUser(t.db, { username: "LoginPlayer" });
    expect(await lastSignInShown(owner, "LoginPlayer")).toBeNull();
    const login = await new TestClient(t.app).post("/users/api/login/", {
      email: player.email,
      password: player.password,
    });
    expect(login.statusCode).toBe(200);
    expect(await lastSignInShown(owner, "LoginPlayer")).not.toBeNull();
  });

  it("is recorded when opening the verification link signs the player in", async () => {
    const owner = new TestClient(t.app);
    await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
    const signUp = await new TestClient(t.app).post("/users/api/register/", {
      username: "LinkPlayer",
      email: "link.player@example.test",
      password1: "emerald-pickaxe-42",
      password2: "emerald-pickaxe-42",
    });
    expect(signUp.statusCode).toBe(201);
    expect(await lastSignInShown(owner, "LinkPlayer")).toBeNull();
    const mail = await waitForMail(
      () => readMailFolder(join(t.config.dataDir, "outbox")),
      (message) => message.to.includes("link.player@example.test"),
    );
    const link = linkIn(mail, "/verify/");
    const verified = await new TestClient(t.app).post("/verification/api/verify-account/", {
      username: "LinkPlayer",
      token: link.searchParams.get("token"),
    });
    expect(verified.json().signed_in).toBe(true);
    expect(await lastSignInShown(owner, "LinkPlayer")).not.toBeNull();
  });
});
