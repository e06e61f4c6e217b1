import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../../test/app";
import { loadConfig } from "../../config";

// Issue 26.5: the sign-up limit per client address is the owner's to set (SIGNUPS_PER_HOUR), so a
// school, a LAN party or a mobile carrier's shared address is not locked out after ten sign-ups.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let counter = 0;
/** A complete, valid sign-up from one shared address. */
function signUp(app: TestApp) {
  counter += 1;
  const username = `lanplayer${counter}`;
  return new TestClient(app.app).request({
    method: "POST",
    url: "/users/api/register/",
    payload: {
      username,
      email: `${username}@example.test`,
      password1: "emerald-pickaxe-42",
      password2: "emerald-pickaxe-42",
    },
    remoteAddress: "203.0.113.200",
  });
}

describe("SIGNUPS_PER_HOUR", () => {
  it("sets how many sign-ups one address may try in an hour", async () => {
    t = await createTestApp({ SIGNUPS_PER_HOUR: "3" });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signUp(t)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("with 0, lets a whole LAN party sign up from one address", async () => {
    t = await createTestApp({ SIGNUPS_PER_HOUR: "0" });
    for (let i = 0; i < 14; i += 1) expect((await signUp(t)).statusCode).toBe(201);
  });

  it("keeps ten an hour when unset, and refuses a value that is not a whole number, naming the variable", () => {
    expect(loadConfig({}).SIGNUPS_PER_HOUR).toBe(10);
    expect(() => loadConfig({ SIGNUPS_PER_HOUR: "lots" })).toThrow(/SIGNUPS_PER_HOUR/);
  });
});
