import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { LOGIN_RULES } from "./login.service";

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
    /** Fetches the CSRF token once, before requests that are sent at the same time. */
    ready: () => client.csrf(),
    login: (email: string, password: string) =>
      client.request({ method: "POST", url: "/users/api/login/", payload: { email, password }, remoteAddress: ip }),
  };
}

describe("brute-force protection", () => {
  it("locks an account on one address after 5 failed logins: 429 with when to retry, even with the right password", async () => {
    const user = await buildUser(t.db);
    const client = clientFrom();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.login(user.email, "wrong-password")).statusCode).toBe(401);
    }
    const locked = await client.login(user.email.toUpperCase(), user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // When the window has passed, the right password works again.
    await t.db.updateTable("rate_limits").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    expect((await client.login(user.email, user.password)).statusCode).toBe(200);
  });

  it("does not let a stranger lock the owner out: their failures lock only their own address", async () => {
    const owner = await buildUser(t.db, { groups: ["owner"] });
    const stranger = clientFrom();
    for (let attempt = 0; attempt < 5; attempt++) await stranger.login(owner.email, "wrong-password");
    expect((await stranger.login(owner.email, owner.password)).statusCode).toBe(429);
    // The owner's password still passes from elsewhere: on to their second factor's code.
    expect((await clientFrom().login(owner.email, owner.password)).statusCode).toBe(202);
  });

  it("checks at most 5 passwords when 30 wrong ones for one account arrive at once", async () => {
    const user = await buildUser(t.db);
    const client = clientFrom();
    await client.ready();
    const answers = await Promise.all(Array.from({ length: 30 }, () => client.login(user.email, "wrong-password")));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it("checks at most 20 passwords from one address when 40 for many accounts arrive at once", async () => {
    const attacker = clientFrom();
    await attacker.ready();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attacker.login(`swarm${i}@example.test`, "hunter22")),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("gives a right password's attempt back and clears that address's failures", async () => {
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
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect((await clientFrom().login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it("slows an account down, and still lets the right password in, after 30 failures from many addresses", async () => {
    const user = await buildUser(t.db);
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await clientFrom().login(user.email, "wrong-password")).statusCode).toBe(401);
    }
    const started = Date.now();
    const slowed = await clientFrom().login(user.email, "wrong-password");
    expect(slowed.statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_RULES.account.slowdownMs);
    expect((await clientFrom().login(user.email, user.password)).statusCode).toBe(200);
  });

  it("counts failures in the database, so every instance of the app shares them", async () => {
    const user = await buildUser(t.db);
    await clientFrom("203.0.113.251").login(user.email, "wrong-password");
    const rows = await t.db
      .selectFrom("rate_limits")
      .select(["key", "hits"])
      .where("key", "in", [`login:account:${user.email}`, `login:pair:${user.email}|203.0.113.251`])
      .execute();
    expect(rows.map((row) => Number(row.hits))).toEqual([1, 1]);
  });
});
