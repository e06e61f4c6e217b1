import {
  PASSKEY_ADDED,
  PASSKEY_ADDED_FIRST,
  PASSKEY_CHALLENGE_EXPIRED,
  PASSKEY_CHECK_FAILED,
  PASSKEY_OF_ANOTHER_ACCOUNT,
  PASSKEY_UNKNOWN,
  SECOND_STEP_PASSKEY_PROMPT,
  SECOND_STEP_PROMPT,
} from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { SoftAuthenticator } from "../../../test/factories/passkeys";
import { ageConfirmation } from "../../../test/factories/second-factor";
import { runCli } from "../../cli/run";
import { isoIn } from "../../lib/clock";
import { WRITE_LIMITS } from "../../lib/write-limits";

// Issue 29: passkeys, through the real app with real ceremonies: a software authenticator
// (test/factories/passkeys.ts) makes ES256 keys, attestations and signatures the server's WebAuthn
// library checks as a browser's. The test app's PUBLIC_URL is http://localhost:3000.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

const signedInName = async (client: TestClient) => (await client.get("/users/api/user-basic-info/")).json().username;

const auditOf = async (userId: number) =>
  (
    await t.db
      .selectFrom("audit_log")
      .select(["action", "after_json"])
      .where("target_id", "=", String(userId))
      .orderBy("id")
      .execute()
  ).map((row) => ({ action: row.action, after: row.after_json === null ? null : JSON.parse(row.after_json) }));

/** A signed-in member who adds a passkey from `authenticator`, as the profile page does. */
async function addPasskey(browser: TestClient, authenticator: SoftAuthenticator, name = "") {
  const started = await browser.post("/users/api/passkeys/register/start/");
  expect(started.statusCode).toBe(200);
  const response = authenticator.create(started.json());
  return browser.post("/users/api/passkeys/register/", { name, response });
}

interface Member {
  user: BuiltUser;
  browser: TestClient;
  authenticator: SoftAuthenticator;
  recoveryCodes: string[];
}

async function memberWithPasskey(name = "Laptop"): Promise<Member> {
  const user = await buildUser(t.db);
  const browser = new TestClient(t.app);
  await browser.signInAs(t.db, user.id);
  const authenticator = new SoftAuthenticator();
  const added = await addPasskey(browser, authenticator, name);
  expect(added.statusCode).toBe(200);
  return { user, browser, authenticator, recoveryCodes: added.json().recovery_codes };
}

/** A sign-in with a passkey alone from a new browser: the options, then the signed challenge. */
async function passkeySignIn(ip = nextAddress()) {
  const client = new TestClient(t.app);
  const started = await client.request({ method: "POST", url: "/users/api/login/passkey/start/", remoteAddress: ip });
  expect(started.statusCode).toBe(200);
  const options = started.json();
  const send = (response: unknown) =>
    client.request({ method: "POST", url: "/users/api/login/passkey/", payload: { response }, remoteAddress: ip });
  return { client, options, send };
}

/** E-mail and password from a new browser, then the passkey's options for the second step. */
async function passwordThenPasskey(user: BuiltUser, ip = nextAddress()) {
  const client = new TestClient(t.app);
  const answer = await client.request({
    method: "POST",
    url: "/users/api/login/",
    payload: { email: user.email, password: user.password },
    remoteAddress: ip,
  });
  const start = () =>
    client.request({ method: "POST", url: "/users/api/login/two-step/passkey/start/", remoteAddress: ip });
  const send = (response: unknown) =>
    client.request({
      method: "POST",
      url: "/users/api/login/two-step/passkey/",
      payload: { response },
      remoteAddress: ip,
    });
  return { client, answer, start, send };
}

describe("an account's own passkeys", () => {
  it("adds one: listed by name, ten recovery codes the first time only, the other sessions end, audited", async () => {
    const user = await buildUser(t.db, { username: "keyholder" });
    const browser = new TestClient(t.app);
    await browser.signInAs(t.db, user.id);
    const otherDevice = new TestClient(t.app);
    await otherDevice.signInAs(t.db, user.id);
    const authenticator = new SoftAuthenticator();

    const started = (await browser.post("/users/api/passkeys/register/start/")).json();
    expect(started.rp).toEqual({ name: "Bastion", id: "localhost" });
    expect(started.user.name).toBe("keyholder");
    expect(started.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "preferred" });
    expect(started.attestation).toBe("none");
    expect(started.excludeCredentials).toEqual([]);

    const first = await browser.post("/users/api/passkeys/register/", {
      name: "  Laptop  ",
      response: authenticator.create(started),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(PASSKEY_ADDED_FIRST);
    const codes: string[] = first.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(first.json().passkey).toMatchObject({ name: "Laptop", backed_up: true, last_used_at: null });
    expect(await signedInName(otherDevice)).toBeNull();
    expect(await signedInName(browser)).toBe("keyholder");

    // The second excludes the first (the browser will not make a twin), gets a name of its own and no codes.
    const again = (await browser.post("/users/api/passkeys/register/start/")).json();
    expect(again.excludeCredentials.map((entry: { id: string }) => entry.id)).toEqual([
      authenticator.credentials[0]?.id.toString("base64url"),
    ]);
    const second = await browser.post("/users/api/passkeys/register/", {
      name: "",
      response: new SoftAuthenticator().create(again),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(PASSKEY_ADDED);
    expect(second.json().recovery_codes).toBeUndefined();

    const list = (await browser.get("/users/api/passkeys/")).json().passkeys;
    expect(list.map((passkey: { name: string }) => passkey.name)).toEqual(["Laptop", "Passkey 2"]);
    // Never the key itself, nor its credential id.
    expect(Object.keys(list[0]).sort()).toEqual(["backed_up", "created_at", "id", "last_used_at", "name"]);
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(["passkey.add", "passkey.add"]);
    // The two-step card's status counts them, with the recovery codes they brought.
    expect((await browser.get("/users/api/two-step/")).json()).toEqual({
      enabled: false,
      recovery_codes_left: 10,
      passkeys: 2,
    });
  });

  it("renames and removes; another account's passkey is not found; names are checked", async () => {
    const mine = await memberWithPasskey("Phone");
    const theirs = await memberWithPasskey("Their key");
    const [own] = (await mine.browser.get("/users/api/passkeys/")).json().passkeys;
    const [other] = (await theirs.browser.get("/users/api/passkeys/")).json().passkeys;

    const renamed = await mine.browser.post(`/users/api/passkeys/${own.id}/rename/`, { name: "Work phone" });
    expect(renamed.statusCode).toBe(200);
    expect((await mine.browser.post(`/users/api/passkeys/${own.id}/rename/`, { name: " " })).statusCode).toBe(400);
    const tooLong = await mine.browser.post(`/users/api/passkeys/${own.id}/rename/`, { name: "x".repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.name).toEqual(["A passkey's name must be at most 50 characters."]);

    expect((await mine.browser.post(`/users/api/passkeys/${other.id}/rename/`, { name: "Mine now" })).statusCode).toBe(
      404,
    );
    expect((await mine.browser.post(`/users/api/passkeys/${other.id}/remove/`)).statusCode).toBe(404);
    expect((await theirs.browser.get("/users/api/passkeys/")).json().passkeys[0].name).toBe("Their key");

    expect((await mine.browser.post(`/users/api/passkeys/${own.id}/remove/`)).statusCode).toBe(200);
    expect((await mine.browser.get("/users/api/passkeys/")).json().passkeys).toEqual([]);
    expect((await mine.browser.post(`/users/api/passkeys/${own.id}/remove/`)).statusCode).toBe(404);
    expect(await auditOf(mine.user.id)).toEqual([
      { action: "passkey.add", after: { name: "Phone" } },
      { action: "passkey.rename", after: { name: "Work phone" } },
      { action: "passkey.remove", after: null },
    ]);
  });

  it("removing the last passkey turns the second step off: the password alone signs in, the recovery codes go", async () => {
    const { user, browser, recoveryCodes } = await memberWithPasskey();
    expect((await passwordThenPasskey(user)).answer.statusCode).toBe(202);
    const [passkey] = (await browser.get("/users/api/passkeys/")).json().passkeys;
    expect((await browser.post(`/users/api/passkeys/${passkey.id}/remove/`)).statusCode).toBe(200);
    expect((await passwordThenPasskey(user)).answer.statusCode).toBe(200);
    const left = await t.db.selectFrom("recovery_codes").select("id").where("user_id", "=", user.id).execute();
    expect(left).toEqual([]);
    expect(recoveryCodes).toHaveLength(10);
  });

  it("is for signed-in accounts, and refuses a forged or foreign answer with a 400, never a 500", async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get("/users/api/passkeys/")).statusCode).toBe(401);
    expect((await anonymous.post("/users/api/passkeys/register/start/")).statusCode).toBe(401);

    const user = await buildUser(t.db);
    const browser = new TestClient(t.app);
    await browser.signInAs(t.db, user.id);
    const authenticator = new SoftAuthenticator();
    const options = (await browser.post("/users/api/passkeys/register/start/")).json();
    const good = authenticator.create(options);

    const garbage = await browser.post("/users/api/passkeys/register/", {
      response: { ...good, response: { ...good.response, clientDataJSON: "bm90IGpzb24" } },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe(PASSKEY_CHECK_FAILED);
    const broken = await browser.post("/users/api/passkeys/register/", {
      response: { ...good, response: { ...good.response, attestationObject: "AAAA" } },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(PASSKEY_CHECK_FAILED);
    // The broken try used its challenge up: the good answer to it is refused too.
    expect((await browser.post("/users/api/passkeys/register/", { response: good })).json().message).toBe(
      PASSKEY_CHALLENGE_EXPIRED,
    );

    const elsewhere = (await browser.post("/users/api/passkeys/register/start/")).json();
    const phished = await browser.post("/users/api/passkeys/register/", {
      response: authenticator.create(elsewhere, { origin: "https://bastion.example.evil" }),
    });
    expect(phished.statusCode).toBe(400);
    expect((await browser.get("/users/api/passkeys/")).json().passkeys).toEqual([]);
    const notJson = await browser.post("/users/api/passkeys/register/", { response: "x" });
    expect(notJson.statusCode).toBe(400);
    expect((await auditOf(user.id)).map((entry) => entry.action)).toContain("passkey.failed");
  });

  it("makes new recovery codes for an account with passkeys only; turning off an authenticator it lacks is refused", async () => {
    const { user, browser, recoveryCodes } = await memberWithPasskey();
    const proof = { current_password: user.password, code: "" };
    const made = await browser.post("/users/api/two-step/recovery-codes/", proof);
    expect(made.statusCode).toBe(200);
    const fresh: string[] = made.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await browser.get("/users/api/two-step/")).json()).toMatchObject({ recovery_codes_left: 10, passkeys: 1 });
    // The old codes are gone, a new one works as the second step after the password.
    const old = await passwordThenPasskey(user);
    expect((await old.client.post("/users/api/login/two-step/", { code: recoveryCodes[0] })).statusCode).toBe(400);
    const next = await passwordThenPasskey(user);
    expect((await next.client.post("/users/api/login/two-step/", { code: fresh[0] })).statusCode).toBe(200);
    expect((await browser.post("/users/api/two-step/turn-off/", proof)).statusCode).toBe(409);
    expect((await auditOf(user.id)).map((row) => row.action)).toContain("two_step.recovery_codes");
  });

  it("counts additions per account like the other account writes", async () => {
    const { user, browser } = await memberWithPasskey();
    await t.db
      .updateTable("rate_limits")
      .set({ hits: WRITE_LIMITS.passkeys.limit, expires_at: isoIn(30 * 60_000) })
      .where("key", "=", `route:passkeys:${user.id}`)
      .execute();
    const refused = await browser.post("/users/api/passkeys/register/start/");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(1000);
    // Reading the list is not a write.
    expect((await browser.get("/users/api/passkeys/")).statusCode).toBe(200);
  });
});

describe("signing in with a passkey alone", () => {
  it("signs in without a username: a session as the password's, last used and counter kept, audited", async () => {
    const { user, authenticator } = await memberWithPasskey("Laptop");
    const before = await t.db.selectFrom("users").select("last_login").where("id", "=", user.id).executeTakeFirst();
    const { client, options, send } = await passkeySignIn();
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe("required");
    expect(options.rpId).toBe("localhost");

    const answer = await send(authenticator.get(options));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: `Welcome back, ${user.username}!`, username: user.username });
    expect(await signedInName(client)).toBe(user.username);
    expect(client.cookies.get("bastion_session")).toBeTruthy();

    const stored = await t.db
      .selectFrom("passkeys")
      .select(["counter", "last_used_at"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
    expect(stored.last_used_at).not.toBeNull();
    const after = await t.db.selectFrom("users").select("last_login").where("id", "=", user.id).executeTakeFirst();
    expect(after?.last_login).not.toBe(before?.last_login);
    expect((await auditOf(user.id)).at(-1)).toEqual({ action: "passkey.sign_in", after: { name: "Laptop" } });
  });

  it("refuses a replayed answer, an expired challenge and a passkey that is no longer known", async () => {
    const { user, browser, authenticator } = await memberWithPasskey();
    const first = await passkeySignIn();
    const signed = authenticator.get(first.options);
    expect((await first.send(signed)).statusCode).toBe(200);
    const replayed = await (await passkeySignIn()).send(signed);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(PASSKEY_CHALLENGE_EXPIRED);

    const late = await passkeySignIn();
    await t.db
      .updateTable("passkey_challenges")
      .set({ expires_at: isoIn(-1000) })
      .where("challenge", "=", late.options.challenge)
      .execute();
    const expired = await late.send(authenticator.get(late.options));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(PASSKEY_CHALLENGE_EXPIRED);
    expect(await signedInName(late.client)).toBeNull();

    const [passkey] = (await browser.get("/users/api/passkeys/")).json().passkeys;
    await browser.post(`/users/api/passkeys/${passkey.id}/remove/`);
    const removed = await passkeySignIn();
    const unknown = await removed.send(authenticator.get(removed.options));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(PASSKEY_UNKNOWN);
    expect(user.id).toBeGreaterThan(0);
  });

  it("refuses a signature made for another site or page, without user verification, or with a counter gone back", async () => {
    const { user, authenticator } = await memberWithPasskey();
    const cases = [{ origin: "https://bastion.example.evil" }, { rpId: "example.evil" }, { userVerified: false }];
    for (const page of cases) {
      const attempt = await passkeySignIn();
      const refused = await attempt.send(authenticator.get(attempt.options, undefined, page));
      expect(refused.statusCode, JSON.stringify(page)).toBe(401);
      expect(refused.json().message).toBe(PASSKEY_CHECK_FAILED);
      expect(await signedInName(attempt.client)).toBeNull();
    }
    const good = await passkeySignIn();
    expect((await good.send(authenticator.get(good.options, undefined, { counter: 7 }))).statusCode).toBe(200);
    // A counter not past the last one seen: a cloned authenticator.
    const cloned = await passkeySignIn();
    expect((await cloned.send(authenticator.get(cloned.options, undefined, { counter: 7 }))).statusCode).toBe(401);
    const failures = (await auditOf(user.id)).filter((entry) => entry.action === "passkey.failed");
    expect(failures).toHaveLength(4);
    expect(failures[0]?.after.ceremony).toBe("sign_in");
  });

  it("counts failures against the address as wrong passwords are counted, and refuses deactivated accounts", async () => {
    const { user, authenticator } = await memberWithPasskey();
    const ip = nextAddress();
    const attempt = await passkeySignIn(ip);
    const stale = authenticator.get({ challenge: "bm90LWEtcmVhbC1jaGFsbGVuZ2U" });
    for (let failure = 0; failure < 20; failure++) expect((await attempt.send(stale)).statusCode).toBe(400);
    const locked = await attempt.send(authenticator.get(attempt.options));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in/);

    await t.db.updateTable("users").set({ is_active: 0 }).where("id", "=", user.id).execute();
    const deactivated = await passkeySignIn();
    const refused = await deactivated.send(authenticator.get(deactivated.options));
    expect(refused.statusCode).toBe(403);
    expect(await signedInName(deactivated.client)).toBeNull();
  });
});

describe("a passkey as the second step", () => {
  it("asks for it after a right password, offers that account's passkeys only, and signs in", async () => {
    const { user, authenticator } = await memberWithPasskey("Security key");
    await memberWithPasskey("Someone else's");
    const step = await passwordThenPasskey(user);
    expect(step.answer.statusCode).toBe(202);
    expect(step.answer.json()).toEqual({
      message: SECOND_STEP_PASSKEY_PROMPT,
      second_step: true,
      methods: ["passkey"],
    });
    expect(await signedInName(step.client)).toBeNull();

    const options = (await step.start()).json();
    expect(options.allowCredentials.map((entry: { id: string }) => entry.id)).toEqual([
      authenticator.credentials[0]?.id.toString("base64url"),
    ]);
    const answer = await step.send(authenticator.get(options));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().username).toBe(user.username);
    expect(await signedInName(step.client)).toBe(user.username);
    expect(step.client.cookies.has("bastion_second_step")).toBe(false);
    expect((await auditOf(user.id)).at(-1)).toEqual({ action: "passkey.second_step", after: { name: "Security key" } });
  });

  it("refuses another account's passkey, and a challenge made for another sign-in", async () => {
    const a = await memberWithPasskey();
    const b = await memberWithPasskey();
    const stepB = await passwordThenPasskey(b.user);
    const optionsB = (await stepB.start()).json();
    const withA = await stepB.send(a.authenticator.get(optionsB));
    expect(withA.statusCode).toBe(400);
    expect(withA.json().message).toBe(PASSKEY_OF_ANOTHER_ACCOUNT);
    expect(await signedInName(stepB.client)).toBeNull();

    // A's own second step, answered with B's passkey signing A's challenge: refused too.
    const stepA = await passwordThenPasskey(a.user);
    const optionsA = (await stepA.start()).json();
    expect((await stepA.send(b.authenticator.get(optionsA))).statusCode).toBe(400);
    // A sign-in challenge is not a second step's.
    const signInOptions = (await passkeySignIn()).options;
    const wrongCeremony = await stepA.send(a.authenticator.get(signInOptions));
    expect(wrongCeremony.json().message).toBe(PASSKEY_CHALLENGE_EXPIRED);
    expect(await signedInName(stepA.client)).toBeNull();
    const failures = (await auditOf(b.user.id)).filter((entry) => entry.action === "passkey.failed");
    expect(failures.map((entry) => entry.after.reason)).toEqual(["passkey of another account"]);
  });

  it("needs the password first; an account with an authenticator too is offered both; a recovery code still works", async () => {
    const { user, recoveryCodes } = await memberWithPasskey();
    const noPassword = new TestClient(t.app);
    expect((await noPassword.post("/users/api/login/two-step/passkey/start/")).statusCode).toBe(410);

    await t.db
      .insertInto("user_authenticators")
      .values({
        user_id: user.id,
        secret_encrypted: "v1:unused",
        created_at: isoIn(0),
        confirmed_at: isoIn(0),
        last_step: null,
      })
      .execute();
    const both = await passwordThenPasskey(user);
    expect(both.answer.json()).toEqual({
      message: SECOND_STEP_PROMPT,
      second_step: true,
      methods: ["passkey", "code"],
    });
    await t.db.deleteFrom("user_authenticators").where("user_id", "=", user.id).execute();

    const lostDevice = await passwordThenPasskey(user);
    const recovered = await lostDevice.client.request({
      method: "POST",
      url: "/users/api/login/two-step/",
      payload: { code: recoveryCodes[0] },
      remoteAddress: "203.0.113.9",
    });
    expect(recovered.statusCode).toBe(200);
    expect(await signedInName(lostDevice.client)).toBe(user.username);
  });

  it("shows as two-step on the owner console, and manage reset-two-step removes the passkeys", async () => {
    const { user, browser, authenticator } = await memberWithPasskey();
    const owner = new TestClient(t.app);
    await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
    expect((await owner.get(`/admin/api/people/${user.id}/`)).json().two_step).toBe(true);

    const out: string[] = [];
    const code = await runCli(
      ["reset-two-step", "--username", user.username],
      { ...t.config, DATABASE_URL: t.database.url },
      { print: (line) => out.push(line), printError: (line) => out.push(line) },
    );
    expect(code).toBe(0);
    expect(out.join("\n")).toContain(`Two-step sign-in is off for '${user.username}'`);
    expect(await signedInName(browser)).toBeNull();
    expect((await passwordThenPasskey(user)).answer.statusCode).toBe(200);
    const attempt = await passkeySignIn();
    expect((await attempt.send(authenticator.get(attempt.options))).statusCode).toBe(401);
    expect((await owner.get(`/admin/api/people/${user.id}/`)).json().two_step).toBe(false);
    expect((await auditOf(user.id)).at(-1)).toEqual({ action: "two_step.reset", after: { passkeys_removed: 1 } });
  });
});

describe("confirming it is you with a passkey", () => {
  it("offers the passkey, and a signed challenge confirms the session for the dangerous action", async () => {
    const { user, browser, authenticator } = await memberWithPasskey();
    expect((await addPasskey(browser, new SoftAuthenticator(), "Phone")).statusCode).toBe(200);
    expect((await browser.get("/users/api/reconfirm/")).json().methods).toEqual(["passkey", "code"]);
    const [first] = (await browser.get("/users/api/passkeys/")).json().passkeys;

    await ageConfirmation(t.db, user.id);
    const refused = await browser.post(`/users/api/passkeys/${first.id}/remove/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("reconfirm_required");

    const started = await browser.post("/users/api/reconfirm/passkey/start/");
    expect(started.statusCode).toBe(200);
    const options = started.json();
    // Only this account's passkeys are offered (both of them).
    expect(options.allowCredentials).toHaveLength(2);
    const answer = authenticator.get(options);
    const confirmed = await browser.post("/users/api/reconfirm/passkey/", { response: answer });
    expect(confirmed.statusCode).toBe(200);
    expect(Date.parse(confirmed.json().confirmed_until)).toBeGreaterThan(Date.now() + 9 * 60_000);
    // The same signed answer again is refused: its challenge is used up.
    expect((await browser.post("/users/api/reconfirm/passkey/", { response: answer })).statusCode).toBe(400);

    expect((await browser.post(`/users/api/passkeys/${first.id}/remove/`)).statusCode).toBe(200);
    const actions = (await auditOf(user.id)).map((row) => row.action);
    expect(actions).toContain("session.reconfirm");
    expect((await auditOf(user.id)).find((row) => row.action === "session.reconfirm")?.after).toEqual({
      method: "passkey",
    });
  });

  it("refuses another account's passkey and a member without one, audited", async () => {
    const mine = await memberWithPasskey();
    const theirs = await memberWithPasskey();
    await ageConfirmation(t.db, mine.user.id);
    const options = (await mine.browser.post("/users/api/reconfirm/passkey/start/")).json();
    const foreign = await mine.browser.post("/users/api/reconfirm/passkey/", {
      response: theirs.authenticator.get(options),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(PASSKEY_OF_ANOTHER_ACCOUNT);
    expect((await auditOf(mine.user.id)).at(-1)).toEqual({
      action: "session.reconfirm_failed",
      after: { method: "passkey" },
    });
    const [passkey] = (await mine.browser.get("/users/api/passkeys/")).json().passkeys;
    expect((await mine.browser.post(`/users/api/passkeys/${passkey.id}/remove/`)).statusCode).toBe(403);

    const player = await buildUser(t.db);
    const browser = new TestClient(t.app);
    await browser.signInAs(t.db, player.id);
    expect((await browser.get("/users/api/reconfirm/")).json().methods).toEqual(["password"]);
    expect((await browser.post("/users/api/reconfirm/passkey/start/")).statusCode).toBe(409);
  });

  it("is a second factor for the required groups: an owner with only a passkey is not held at set-up", async () => {
    const owner = await buildUser(t.db, { groups: ["owner"], secondFactor: false });
    const browser = new TestClient(t.app);
    await browser.signInAs(t.db, owner.id);
    const held = await browser.get("/admin/api/people/");
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe("second_factor_required");
    expect((await browser.get("/users/api/passkeys/")).statusCode).toBe(200);

    const added = await addPasskey(browser, new SoftAuthenticator(), "Owner's laptop");
    expect(added.statusCode).toBe(200);
    expect(added.json().recovery_codes).toHaveLength(10);
    expect((await browser.get("/admin/api/people/")).statusCode).toBe(200);
    expect((await browser.get("/users/api/user-basic-info/")).json().second_factor_required).toBeFalsy();
  });
});
