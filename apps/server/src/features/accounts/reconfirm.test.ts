import { API_PATHS, apiPath, RECONFIRM_REQUIRED } from "@bastion/shared";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { ageConfirmation, codeFor, setUpAuthenticator } from "../../../test/factories/second-factor";
import { buildApp } from "../../app";
import { PASSWORD_WRONG } from "./two-step.service";

// Issue 29, re-confirmation ("sudo mode"): a dangerous action on a session whose owner last proved
// who they are more than 10 minutes ago is refused by the server until they confirm it again.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

/** A signed-in browser at its own address. */
async function browserOf(userId: number, ip = nextAddress()) {
  const client = new TestClient(t.app);
  await client.signInAs(t.db, userId);
  const at = (options: Parameters<TestClient["request"]>[0]) => client.request({ ...options, remoteAddress: ip });
  return {
    client,
    post: (url: string, payload?: object) => at({ method: "POST", url, payload }),
    get: (url: string) => at({ method: "GET", url }),
    delete: (url: string) => at({ method: "DELETE", url }),
  };
}

/** An owner with an authenticator whose secret the test knows. */
async function ownerWithCode() {
  const user = await buildUser(t.db, { groups: ["owner"], secondFactor: false });
  const browser = await browserOf(user.id);
  const factor = await setUpAuthenticator(browser.client);
  return { user, browser, ...factor };
}

const createKey = (browser: Awaited<ReturnType<typeof browserOf>>, name: string) =>
  browser.post(API_PATHS.apiKeys.create, { name, scopes: ["punishments:write"] });

/** The dangerous actions (docs/decisions/026): each refused on a stale session, whatever its body. */
const DANGEROUS: { method: "POST" | "DELETE"; url: string }[] = [
  { method: "POST", url: API_PATHS.apiKeys.create },
  { method: "POST", url: apiPath(API_PATHS.apiKeys.revoke, { id: 1 }) },
  { method: "POST", url: apiPath(API_PATHS.patching.targetPatches, { id: 1 }) },
  { method: "POST", url: apiPath(API_PATHS.patching.makeCurrent, { id: 1 }) },
  { method: "POST", url: apiPath(API_PATHS.admin.changeAccess, { id: 1 }) },
  { method: "POST", url: apiPath(API_PATHS.admin.deactivatePerson, { id: 1 }) },
  { method: "POST", url: apiPath(API_PATHS.admin.reactivatePerson, { id: 1 }) },
  { method: "DELETE", url: apiPath(API_PATHS.admin.person, { id: 1 }) },
  { method: "POST", url: API_PATHS.admin.secondFactorPolicy },
  { method: "POST", url: API_PATHS.twoStep.confirm },
  { method: "POST", url: API_PATHS.twoStep.turnOff },
  { method: "POST", url: API_PATHS.twoStep.recoveryCodes },
  { method: "POST", url: API_PATHS.profiles.changePassword },
  { method: "POST", url: API_PATHS.passkeys.registerStart },
  { method: "POST", url: API_PATHS.passkeys.register },
  { method: "POST", url: apiPath(API_PATHS.passkeys.remove, { id: 1 }) },
  { method: "POST", url: API_PATHS.admin.settings },
  { method: "POST", url: API_PATHS.admin.look },
  { method: "POST", url: API_PATHS.admin.settingsLogo },
  { method: "DELETE", url: API_PATHS.admin.settingsLogo },
  { method: "POST", url: API_PATHS.admin.settingsFavicon },
  { method: "DELETE", url: API_PATHS.admin.settingsFavicon },
  { method: "POST", url: API_PATHS.ranks.list },
  { method: "POST", url: apiPath(API_PATHS.ranks.rank, { id: 1 }) },
  { method: "DELETE", url: apiPath(API_PATHS.ranks.rank, { id: 1 }) },
  { method: "POST", url: API_PATHS.ranks.order },
  // A webhook's URL is where the site's news goes: adding, editing and deleting one is the owner's.
  { method: "POST", url: API_PATHS.discord.webhooks },
  { method: "POST", url: apiPath(API_PATHS.discord.webhook, { id: 1 }) },
  { method: "DELETE", url: apiPath(API_PATHS.discord.webhook, { id: 1 }) },
];

describe("re-confirmation before a dangerous action", () => {
  it("lets a fresh session through, and refuses one confirmed 11 minutes ago with reconfirm_required", async () => {
    const owner = await buildUser(t.db, { groups: ["owner"] });
    const browser = await browserOf(owner.id);
    expect((await createKey(browser, "fresh-key")).statusCode).toBe(201);

    await ageConfirmation(t.db, owner.id, 9);
    expect((await createKey(browser, "nine-minutes-key")).statusCode).toBe(201);

    await ageConfirmation(t.db, owner.id, 11);
    const refused = await createKey(browser, "stale-key");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: RECONFIRM_REQUIRED, code: "reconfirm_required" });
    const keys = (await browser.get(API_PATHS.apiKeys.list)).json().keys as { name: string }[];
    expect(keys.map((key) => key.name)).not.toContain("stale-key");
    // Reading is never dangerous.
    expect((await browser.get(API_PATHS.admin.people)).statusCode).toBe(200);
  });

  it.each(DANGEROUS)("$method $url answers 403 reconfirm_required when the confirmation is stale", async (route) => {
    const owner = await buildUser(t.db, { groups: ["owner"] });
    const browser = await browserOf(owner.id);
    await ageConfirmation(t.db, owner.id);
    const answer = await browser.client.request({ method: route.method, url: route.url, payload: {} });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe("reconfirm_required");
  });

  it("is asked by exactly the routes of the list", async () => {
    const flagged: string[] = [];
    const second = await buildApp(t.config, {
      database: t.database.handle,
      serveWeb: false,
      onRoute: (route: RouteOptions) => {
        if (route.config?.reconfirm) flagged.push(`${route.method} ${route.url}`);
      },
    });
    await second.close();
    const listed = DANGEROUS.map((route) => `${route.method} ${route.url}`);
    const patterns = flagged.map((route) => route.replace(/:[a-z_]+/g, "1")).sort();
    expect(patterns).toEqual([...new Set(listed)].sort());
  });

  it("confirms with the password for an account without a second factor, and the action then works", async () => {
    const player = await buildUser(t.db);
    const browser = await browserOf(player.id);
    await ageConfirmation(t.db, player.id);
    expect((await browser.get(API_PATHS.session.reconfirm)).json().methods).toEqual(["password"]);
    const change = {
      current_password: player.password,
      new_password1: "a-new-passphrase-9",
      new_password2: "a-new-passphrase-9",
    };
    expect((await browser.post(API_PATHS.profiles.changePassword, change)).json().code).toBe("reconfirm_required");

    const confirmed = await browser.post(API_PATHS.session.reconfirm, { current_password: player.password });
    expect(confirmed.statusCode).toBe(200);
    const until = Date.parse(confirmed.json().confirmed_until);
    expect(until - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect((await browser.post(API_PATHS.profiles.changePassword, change)).statusCode).toBe(200);

    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "after_json"])
      .where("target_id", "=", String(player.id))
      .execute();
    expect(audit).toEqual([{ action: "session.reconfirm", after_json: JSON.stringify({ method: "password" }) }]);
  });

  it("confirms with a code for an account with an authenticator (its password alone is not enough), never the same code twice", async () => {
    const { user, browser, secret, recoveryCodes } = await ownerWithCode();
    await ageConfirmation(t.db, user.id);
    expect((await browser.get(API_PATHS.session.reconfirm)).json().methods).toEqual(["code"]);

    const byPassword = await browser.post(API_PATHS.session.reconfirm, { current_password: user.password });
    expect(byPassword.statusCode).toBe(400);
    expect(byPassword.json().errors).toHaveProperty("code");
    expect((await createKey(browser, "after-password")).statusCode).toBe(403);

    const code = codeFor(secret, 1);
    expect((await browser.post(API_PATHS.session.reconfirm, { code })).statusCode).toBe(200);
    expect((await createKey(browser, "after-code")).statusCode).toBe(201);

    await ageConfirmation(t.db, user.id);
    const replayed = await browser.post(API_PATHS.session.reconfirm, { code });
    expect(replayed.statusCode).toBe(400);
    expect((await createKey(browser, "after-replay")).statusCode).toBe(403);

    const recovery = recoveryCodes[0] ?? "";
    expect((await browser.post(API_PATHS.session.reconfirm, { code: recovery })).statusCode).toBe(200);
    await ageConfirmation(t.db, user.id);
    expect((await browser.post(API_PATHS.session.reconfirm, { code: recovery })).statusCode).toBe(400);
  });

  it("counts wrong passwords like sign-in: 5 from one address lock it there, the right one included, and each is audited", async () => {
    const player = await buildUser(t.db);
    const browser = await browserOf(player.id);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await browser.post(API_PATHS.session.reconfirm, { current_password: "not-my-password" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ current_password: [PASSWORD_WRONG] });
    }
    const locked = await browser.post(API_PATHS.session.reconfirm, { current_password: player.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(14 * 60);

    // Another address of the same account still may, until the account's own 10 are spent.
    const elsewhere = await browserOf(player.id);
    expect((await elsewhere.post(API_PATHS.session.reconfirm, { current_password: player.password })).statusCode).toBe(
      200,
    );
    const failures = await t.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", String(player.id))
      .where("action", "=", "session.reconfirm_failed")
      .execute();
    expect(failures).toHaveLength(5);
  });

  it("is for signed-in people only, and a new sign-in starts confirmed", async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(API_PATHS.session.reconfirm)).statusCode).toBe(401);
    expect((await anonymous.post(API_PATHS.session.reconfirm, { current_password: "x" })).statusCode).toBe(401);

    const player = await buildUser(t.db);
    const login = await new TestClient(t.app).post(API_PATHS.session.login, {
      email: player.email,
      password: player.password,
    });
    expect(login.statusCode).toBe(200);
    const session = await t.db
      .selectFrom("sessions")
      .select(["created_at", "confirmed_at"])
      .where("user_id", "=", player.id)
      .executeTakeFirstOrThrow();
    expect(session.confirmed_at).toBe(session.created_at);
  });
});
