import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANGE = "/users/api/password/change/";
const NEW_PASSWORD = "lantern-orchard-quietly-47";

async function signedIn() {
  const user = await buildUser(t.db);
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { user, client };
}

const login = (email: string, password: string) => new TestClient(t.app).post("/users/api/login/", { email, password });

describe("changing the password", () => {
  it("asks for every field with the spec's message", async () => {
    const { user, client } = await signedIn();
    for (const body of [
      {},
      { current_password: user.password, new_password1: NEW_PASSWORD, new_password2: "" },
      { current_password: "", new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    ]) {
      const response = await client.post(CHANGE, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("All fields are required.");
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("refuses a wrong current password on current_password", async () => {
    const { user, client } = await signedIn();
    const response = await client.post(CHANGE, {
      current_password: "not-my-password",
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ current_password: ["Your current password is incorrect."] });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it("refuses new passwords that differ, on new_password2", async () => {
    const { user, client } = await signedIn();
    const response = await client.post(CHANGE, {
      current_password: user.password,
      new_password1: NEW_PASSWORD,
      new_password2: `${NEW_PASSWORD}x`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.new_password2).toEqual(["New password and confirm password must match"]);
  });

  it("applies the password rules to new_password2", async () => {
    const { user, client } = await signedIn();
    const cases: [string, RegExp][] = [
      ["short1", /too short/],
      ["8675309123", /entirely numeric/],
      ["password", /too common/],
      [`${user.username}!!`, /similar to the username/],
      [user.password, /different from the current/],
    ];
    for (const [password, rule] of cases) {
      const response = await client.post(CHANGE, {
        current_password: user.password,
        new_password1: password,
        new_password2: password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors.new_password2.join(" "), password).toMatch(rule);
    }
  });

  it("stores a new argon2id hash, ends every other session and keeps this one", async () => {
    const { user, client } = await signedIn();
    const otherDevice = new TestClient(t.app);
    await otherDevice.signInAs(t.db, user.id);
    const bystander = await signedIn();

    const response = await client.post(CHANGE, {
      current_password: user.password,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Your password has been changed.");

    const row = await t.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await client.get("/users/api/user-profile/")).statusCode).toBe(200);
    expect((await otherDevice.get("/users/api/user-profile/")).statusCode).toBe(401);
    expect((await bystander.client.get("/users/api/user-profile/")).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("stops guessing the current password after 10 wrong tries, with when to retry", async () => {
    const { user, client } = await signedIn();
    const body = (current: string) => ({
      current_password: current,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    for (let i = 0; i < 10; i++) expect((await client.post(CHANGE, body(`guess-${i}`))).statusCode).toBe(400);
    const locked = await client.post(CHANGE, body(user.password));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Try again in 1[45] minutes/);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("checks at most 10 current passwords when 25 guesses arrive at once", async () => {
    const { client } = await signedIn();
    await client.csrf();
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        client.post(CHANGE, {
          current_password: `guess-${i}`,
          new_password1: NEW_PASSWORD,
          new_password2: NEW_PASSWORD,
        }),
      ),
    );
    const statuses = guesses.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("needs a signed-in user and the CSRF tokens", async () => {
    const visitor = await new TestClient(t.app).post(CHANGE, {
      current_password: "a",
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(visitor.statusCode).toBe(401);
    const { user, client } = await signedIn();
    const forged = await client.request({
      method: "POST",
      url: CHANGE,
      payload: { current_password: user.password, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
