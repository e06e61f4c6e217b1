import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** A client whose requests come from an address of its own. */
function clientFrom(ip = `203.0.113.${++address}`) {
  const client = new TestClient(t.app);
  return {
    login: (email: string, password: string) =>
      client.request({ method: "POST", url: "/users/api/login/", payload: { email, password }, remoteAddress: ip }),
  };
}

describe("brute-force protection", () => {
  it("locks an account after 5 failed logins: 429 with when to retry, even with the right password", async () => {
    const user = await buildUser(t.db);
    const client = clientFrom();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.login(user.email, "wrong-password")).statusCode).toBe(401);
    }
    const locked = await client.login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many failed login attempts. Try again in 15 minutes.");
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // From another address too: the lock is on the account.
    expect((await clientFrom().login(user.email.toUpperCase(), user.password)).statusCode).toBe(429);

    // When the window has passed, the right password works again.
    await t.db.updateTable("rate_limits").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    expect((await client.login(user.email, user.password)).statusCode).toBe(200);
  });

  it("clears an account's failures after a successful login", async () => {
    const user = await buildUser(t.db);
    const client = clientFrom();
    for (let attempt = 0; attempt < 4; attempt++) await client.login(user.email, "wrong-password");
    expect((await client.login(user.email, user.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await client.login(user.email, "wrong-password")).statusCode).toBe(401);
    }
    expect((await client.login(user.email, user.password)).statusCode).toBe(200);
  });

  it("locks an address after 20 failures over any accounts, and not the others", async () => {
    const victim = await buildUser(t.db);
    const attacker = clientFrom("203.0.113.250");
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await attacker.login(`guess${attempt}@example.test`, "hunter22")).statusCode).toBe(401);
    }
    const locked = await attacker.login(victim.email, victim.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    expect((await clientFrom().login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it("counts failures in the database, so every instance of the app shares them", async () => {
    const user = await buildUser(t.db);
    await clientFrom().login(user.email, "wrong-password");
    const row = await t.db
      .selectFrom("rate_limits")
      .select(["hits"])
      .where("key", "=", `login:account:${user.email}`)
      .executeTakeFirstOrThrow();
    expect(Number(row.hits)).toBe(1);
  });
});
