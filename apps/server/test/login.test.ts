import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "./app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("login", () => {
  it("starts a session for the right e-mail and password, whatever the e-mail's case", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    const response = await client.post("/users/api/login/", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe(user.username);
    const session = response.cookies.find((cookie) => cookie.name === "bastion_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect((await client.get("/users/api/user-basic-info/")).json().username).toBe(user.username);
  });

  it("rotates the session on login", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.post("/users/api/login/", { email: user.email, password: user.password });
    const first = client.cookies.get("bastion_session");
    await client.post("/users/api/login/", { email: user.email, password: user.password });
    expect(client.cookies.get("bastion_session")).not.toBe(first);
    const sessions = await t.db.selectFrom("sessions").select("id_hash").where("user_id", "=", user.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it("answers a wrong password or unknown e-mail with 'Invalid Username or Password'", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    for (const body of [
      { email: user.email, password: "wrong-password" },
      { email: "nobody@example.test", password: "whatever-it-is" },
    ]) {
      const response = await client.post("/users/api/login/", body);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Invalid Username or Password");
    }
    expect(client.cookies.has("bastion_session")).toBe(false);
  });

  it("answers an unverified account with 412 and a message", async () => {
    const user = await buildUser(t.db, { verified: false });
    const response = await new TestClient(t.app).post("/users/api/login/", {
      email: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(412);
    expect(response.json().message).toMatch(/not verified/);
  });

  it("needs both fields", async () => {
    const response = await new TestClient(t.app).post("/users/api/login/", { email: "" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(["email", "password"]);
  });
});

describe("session lifetime", () => {
  it("refuses a session older than SESSION_MAX_DAYS, however recently it was used", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.post("/users/api/login/", { email: user.email, password: user.password });
    expect((await client.get("/users/api/user-basic-info/")).json().username).toBe(user.username);
    const day = 24 * 60 * 60 * 1000;
    // Signed in 31 days ago, used a minute ago, idle expiry still ahead: only the cap can end it.
    await t.db
      .updateTable("sessions")
      .set({
        created_at: new Date(Date.now() - 31 * day).toISOString(),
        last_seen_at: new Date(Date.now() - 60_000).toISOString(),
        expires_at: new Date(Date.now() + 10 * day).toISOString(),
      })
      .where("user_id", "=", user.id)
      .execute();
    expect((await client.get("/users/api/user-basic-info/")).json().is_authenticated).toBe(false);
  });

  it("never slides a session's expiry past the cap", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.post("/users/api/login/", { email: user.email, password: user.password });
    const day = 24 * 60 * 60 * 1000;
    const signedIn = Date.now() - 29 * day;
    await t.db
      .updateTable("sessions")
      .set({ created_at: new Date(signedIn).toISOString(), last_seen_at: new Date(Date.now() - day).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    expect((await client.get("/users/api/user-basic-info/")).json().username).toBe(user.username);
    const row = await t.db
      .selectFrom("sessions")
      .select("expires_at")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeLessThanOrEqual(signedIn + 30 * day);
  });

  it("names the cookie __Host-bastion_session, Secure, on an https site", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://mc.example.org" });
    try {
      const user = await buildUser(secure.db);
      const client = new TestClient(secure.app);
      const response = await client.post("/users/api/login/", { email: user.email, password: user.password });
      const cookie = response.cookies.find((c) => c.name === "__Host-bastion_session");
      expect(cookie?.secure).toBe(true);
      expect(cookie?.path).toBe("/");
      expect(cookie?.domain).toBeUndefined();
      expect(response.cookies.some((c) => c.name === "bastion_session")).toBe(false);
      expect((await client.get("/users/api/user-basic-info/")).json().username).toBe(user.username);
    } finally {
      await secure.close();
    }
  });
});
