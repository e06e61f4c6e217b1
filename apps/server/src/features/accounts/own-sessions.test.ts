import { SESSION_GONE, SESSION_IS_THIS_ONE } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { auditEntries } from "../../../test/factories/admin";

// Issue 29: a person sees where their account is signed in and signs other browsers out.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A browser signed in with the account's password, from its own address and user agent. */
async function browserOf(user: BuiltUser, userAgent: string, ip: string) {
  const client = new TestClient(t.app);
  const answer = await client.request({
    method: "POST",
    url: "/users/api/login/",
    payload: { email: user.email, password: user.password },
    headers: { "user-agent": userAgent },
    remoteAddress: ip,
  });
  expect(answer.statusCode).toBe(200);
  return client;
}

const signedIn = async (client: TestClient) =>
  (await client.get("/users/api/user-basic-info/")).json<{ is_authenticated: boolean }>().is_authenticated;

interface Listed {
  id: string;
  current: boolean;
  browser: string;
  ip: string | null;
  signed_in_at: string;
  last_seen_at: string;
}
const listOf = async (client: TestClient) => (await client.get("/users/api/sessions/")).json<{ sessions: Listed[] }>();

describe("the account's own sessions", () => {
  it("lists each browser signed in to this account, named, with its address, this one marked; nobody else's", async () => {
    const user = await buildUser(t.db);
    const laptop = await browserOf(user, FIREFOX, "198.51.100.10");
    await browserOf(user, SAFARI_PHONE, "198.51.100.11");
    const other = await buildUser(t.db);
    await browserOf(other, CHROME_LINUX, "198.51.100.12");

    const answer = await laptop.get("/users/api/sessions/");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const { sessions } = answer.json<{ sessions: Listed[] }>();
    expect(
      sessions
        .map(({ browser, ip, current }) => ({ browser, ip, current }))
        .sort((a, b) => a.browser.localeCompare(b.browser)),
    ).toEqual([
      { browser: "Firefox on Windows", ip: "198.51.100.10", current: true },
      { browser: "Safari on iOS", ip: "198.51.100.11", current: false },
    ]);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Date.parse(session.signed_in_at)).toBeLessThanOrEqual(Date.now());
    }
  });

  it("is for signed-in people only", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get("/users/api/sessions/")).statusCode).toBe(401);
    expect((await visitor.post("/users/api/sessions/end-others/")).statusCode).toBe(401);
  });

  it("leaves out sessions that have expired", async () => {
    const user = await buildUser(t.db);
    const here = await browserOf(user, FIREFOX, "198.51.100.20");
    const gone = await browserOf(user, CHROME_LINUX, "198.51.100.21");
    const goneId = (await listOf(gone)).sessions.find((session) => session.current)?.id ?? "";
    await t.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id_hash", "like", `${goneId}%`)
      .execute();
    expect((await listOf(here)).sessions.map((session) => session.browser)).toEqual(["Firefox on Windows"]);
  });
});

describe("signing out elsewhere", () => {
  it("signs every other browser out, keeps this one, says how many, and records it once", async () => {
    const user = await buildUser(t.db);
    const here = await browserOf(user, FIREFOX, "198.51.100.30");
    const phone = await browserOf(user, SAFARI_PHONE, "198.51.100.31");
    const work = await browserOf(user, CHROME_LINUX, "198.51.100.32");
    const bystander = await buildUser(t.db);
    const theirs = await browserOf(bystander, FIREFOX, "198.51.100.33");

    const answer = await here.request({
      method: "POST",
      url: "/users/api/sessions/end-others/",
      remoteAddress: "198.51.100.30",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: "Signed out of 2 other browsers.", ended: 2 });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(work)).toBe(false);
    expect(await signedIn(theirs)).toBe(true);
    expect((await listOf(here)).sessions).toHaveLength(1);

    const [entry] = await auditEntries(t.db, "session.end_own");
    expect(entry).toMatchObject({ actor_name: user.username, target_label: user.username, ip: "198.51.100.30" });
    expect(entry?.after).toEqual({ ended: 2 });

    const again = await here.post("/users/api/sessions/end-others/");
    expect(again.json()).toEqual({ message: "No other browser was signed in.", ended: 0 });
    expect(
      (await auditEntries(t.db, "session.end_own")).filter((row) => row.actor_name === user.username),
    ).toHaveLength(1);
  });

  it("signs one other browser out by its handle, and no more", async () => {
    const user = await buildUser(t.db);
    const here = await browserOf(user, FIREFOX, "198.51.100.40");
    const phone = await browserOf(user, SAFARI_PHONE, "198.51.100.41");
    const work = await browserOf(user, CHROME_LINUX, "198.51.100.42");
    const phoneId = (await listOf(here)).sessions.find((session) => session.browser === "Safari on iOS")?.id;

    const answer = await here.post(`/users/api/sessions/${phoneId}/end/`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: "That browser is signed out." });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(work)).toBe(true);
    expect(await signedIn(here)).toBe(true);

    const twice = await here.post(`/users/api/sessions/${phoneId}/end/`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(SESSION_GONE);
  });

  it("refuses this browser's own handle (Logout does that), another account's session, and a malformed handle", async () => {
    const user = await buildUser(t.db);
    const here = await browserOf(user, FIREFOX, "198.51.100.50");
    const ownId = (await listOf(here)).sessions.find((session) => session.current)?.id;
    const own = await here.post(`/users/api/sessions/${ownId}/end/`);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(SESSION_IS_THIS_ONE);
    expect(await signedIn(here)).toBe(true);

    const victim = await buildUser(t.db);
    const theirs = await browserOf(victim, CHROME_LINUX, "198.51.100.51");
    const theirId = (await listOf(theirs)).sessions.find((session) => session.current)?.id;
    const crossed = await here.post(`/users/api/sessions/${theirId}/end/`);
    expect(crossed.statusCode).toBe(404);
    expect(await signedIn(theirs)).toBe(true);

    for (const bad of ["ABCDEF0123456789", "abc", "%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25"]) {
      const refused = await here.post(`/users/api/sessions/${bad}/end/`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message, bad).toEqual(expect.any(String));
    }
    expect(await signedIn(theirs)).toBe(true);
  });
});
