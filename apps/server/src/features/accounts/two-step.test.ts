import { CODE_WRONG, SECOND_STEP_PROMPT } from "@bastion/shared";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { runCli } from "../../cli/run";
import { isoIn } from "../../lib/clock";
import { hashToken } from "../../lib/tokens";
import { SECOND_STEP_EXPIRED } from "./two-step.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

const signedInName = async (client: TestClient) => (await client.get("/users/api/user-basic-info/")).json().username;

interface Protected {
  user: BuiltUser;
  secret: string;
  recoveryCodes: string[];
}

/** A user who has turned two-step sign-in on, from their own signed-in browser. */
async function withTwoStep(): Promise<Protected & { browser: TestClient }> {
  const user = await buildUser(t.db);
  const browser = new TestClient(t.app);
  await browser.signInAs(t.db, user.id);
  const started = await browser.post("/users/api/two-step/start/");
  expect(started.statusCode).toBe(200);
  const { secret } = started.json();
  const confirmed = await browser.post("/users/api/two-step/confirm/", { code: codeFor(secret) });
  expect(confirmed.statusCode).toBe(200);
  return { user, secret, recoveryCodes: confirmed.json().recovery_codes, browser };
}

/** Signs in with e-mail and password from a new browser at its own address. */
async function passwordStep(user: BuiltUser, ip = nextAddress()) {
  const client = new TestClient(t.app);
  const answer = await client.request({
    method: "POST",
    url: "/users/api/login/",
    payload: { email: user.email, password: user.password },
    remoteAddress: ip,
  });
  const sendCode = (code: string) =>
    client.request({ method: "POST", url: "/users/api/login/two-step/", payload: { code }, remoteAddress: ip });
  return { client, answer, sendCode };
}

describe("setting up two-step sign-in", () => {
  it("gives a QR code and a secret to type; a wrong first code turns nothing on, the right one gives ten recovery codes", async () => {
    const user = await buildUser(t.db, { username: "setter" });
    const browser = new TestClient(t.app);
    await browser.signInAs(t.db, user.id);
    const otherDevice = new TestClient(t.app);
    await otherDevice.signInAs(t.db, user.id);

    const started = (await browser.post("/users/api/two-step/start/")).json();
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauth_url).toBe(
      `otpauth://totp/Bastion:setter?issuer=Bastion&secret=${started.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(started.qr_image).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await browser.post("/users/api/two-step/confirm/", { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: [CODE_WRONG] });
    expect((await browser.get("/users/api/two-step/")).json()).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      passkeys: 0,
    });

    const confirmed = await browser.post("/users/api/two-step/confirm/", { code: codeFor(started.secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect((await browser.get("/users/api/two-step/")).json()).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      passkeys: 0,
    });

    // Neither the secret nor a recovery code is stored as it is.
    const stored = await t.db
      .selectFrom("user_authenticators")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(started.secret);
    const hashes = await t.db.selectFrom("recovery_codes").select("code_hash").where("user_id", "=", user.id).execute();
    expect(hashes.map((row) => row.code_hash)).not.toContain(codes[0]);

    // Turning it on ends the account's other sessions; this one stays.
    expect(await signedInName(otherDevice)).toBeNull();
    expect(await signedInName(browser)).toBe("setter");
    expect((await browser.post("/users/api/two-step/start/")).statusCode).toBe(409);
    const audit = await t.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", String(user.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["two_step.enable"]);
  });

  it("shows on the owner console's people list and person page", async () => {
    const { user } = await withTwoStep();
    const plain = await buildUser(t.db);
    const owner = new TestClient(t.app);
    await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
    const people = (await owner.get("/admin/api/people/")).json().people as { id: number; two_step: boolean }[];
    expect(people.find((person) => person.id === user.id)?.two_step).toBe(true);
    expect(people.find((person) => person.id === plain.id)?.two_step).toBe(false);
    expect((await owner.get(`/admin/api/people/${user.id}/`)).json().two_step).toBe(true);
  });

  it("is for signed-in accounts only", async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get("/users/api/two-step/")).statusCode).toBe(401);
    expect((await anonymous.post("/users/api/two-step/start/")).statusCode).toBe(401);
  });
});

describe("signing in with a second step", () => {
  it("does not sign in with the password alone: the code is asked, and a wrong one is refused", async () => {
    const { user, secret } = await withTwoStep();
    const { client, answer, sendCode } = await passwordStep(user);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: SECOND_STEP_PROMPT, second_step: true, methods: ["code"] });
    expect(await signedInName(client)).toBeNull();

    const wrong = await sendCode("123456");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: [CODE_WRONG] });
    expect(await signedInName(client)).toBeNull();

    const right = await sendCode(codeFor(secret, 1));
    expect(right.statusCode).toBe(200);
    expect(right.json().username).toBe(user.username);
    expect(await signedInName(client)).toBe(user.username);
  });

  it("never accepts a code twice, even in a new sign-in", async () => {
    const { user, secret } = await withTwoStep();
    const code = codeFor(secret, 1);
    expect((await (await passwordStep(user)).sendCode(code)).statusCode).toBe(200);
    const again = await passwordStep(user);
    expect((await again.sendCode(code)).statusCode).toBe(400);
    // An older code than the last one used is refused too.
    expect((await again.sendCode(codeFor(secret, 0))).statusCode).toBe(400);
    expect(await signedInName(again.client)).toBeNull();
  });

  it("takes each recovery code once, and records its use", async () => {
    const { user, recoveryCodes, browser } = await withTwoStep();
    const typed = recoveryCodes[3]?.toUpperCase().replaceAll("-", " ") ?? "";
    const first = await passwordStep(user);
    expect((await first.sendCode(typed)).statusCode).toBe(200);
    expect(await signedInName(first.client)).toBe(user.username);
    const second = await passwordStep(user);
    expect((await second.sendCode(typed)).statusCode).toBe(400);
    expect((await browser.get("/users/api/two-step/")).json().recovery_codes_left).toBe(9);
    const audit = await t.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", String(user.id))
      .execute();
    expect(audit.map((row) => row.action)).toContain("two_step.recovery_code_used");
  });

  it("refuses another account's code and recovery code", async () => {
    const mine = await withTwoStep();
    const theirs = await withTwoStep();
    const step = await passwordStep(mine.user);
    expect((await step.sendCode(codeFor(theirs.secret, 1))).statusCode).toBe(400);
    expect((await step.sendCode(theirs.recoveryCodes[0] ?? "")).statusCode).toBe(400);
    expect(await signedInName(step.client)).toBeNull();
  });

  it("expires after five minutes, and needs the password step first", async () => {
    const { user, secret } = await withTwoStep();
    const step = await passwordStep(user);
    const cookie = step.client.cookies.get("bastion_second_step") ?? "";
    expect(cookie).not.toBe("");
    const waiting = await t.db
      .selectFrom("second_steps")
      .select("expires_at")
      .where("token_hash", "=", hashToken(cookie))
      .executeTakeFirstOrThrow();
    const minutes = (Date.parse(waiting.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    await t.db
      .updateTable("second_steps")
      .set({ expires_at: isoIn(-1000) })
      .where("user_id", "=", user.id)
      .execute();
    const late = await step.sendCode(codeFor(secret, 1));
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(SECOND_STEP_EXPIRED);

    const noPassword = new TestClient(t.app);
    expect((await noPassword.post("/users/api/login/two-step/", { code: codeFor(secret, 1) })).statusCode).toBe(410);
    expect(await signedInName(step.client)).toBeNull();
  });

  it("counts wrong codes like passwords: 5 from one address lock it, and the account's 10 are audited", async () => {
    const { user, secret } = await withTwoStep();
    const ip = nextAddress();
    const step = await passwordStep(user, ip);
    for (let attempt = 0; attempt < 5; attempt++) expect((await step.sendCode("000000")).statusCode).toBe(400);
    const locked = await step.sendCode(codeFor(secret, 1));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many wrong codes. Try again in 15 minutes.");

    const elsewhere = await passwordStep(user);
    for (let attempt = 0; attempt < 4; attempt++) expect((await elsewhere.sendCode("000000")).statusCode).toBe(400);
    // The account's eleventh try (the right code among them counted too) is refused from anywhere.
    expect((await elsewhere.sendCode("000000")).statusCode).toBe(429);
    const third = await passwordStep(user);
    expect((await third.sendCode(codeFor(secret, 1))).statusCode).toBe(429);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "ip"])
      .where("target_id", "=", String(user.id))
      .where("action", "=", "two_step.locked")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("a verification link does not sign in an account that has a second step", async () => {
    const user = await buildUser(t.db, { verified: false });
    const browser = new TestClient(t.app);
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
    await t.db
      .insertInto("email_verifications")
      .values({ user_id: user.id, pin_hash: hashToken("pin"), created_at: isoIn(0) })
      .execute();
    await t.db
      .insertInto("email_verification_links")
      .values({
        user_id: user.id,
        token_hash: hashToken("link-token"),
        created_at: isoIn(0),
        expires_at: isoIn(60_000),
      })
      .execute();
    const verified = await browser.post("/verification/api/verify-account/", {
      username: user.username,
      token: "link-token",
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().signed_in).toBe(false);
    expect(await signedInName(browser)).toBeNull();
  });
});

describe("turning it off and new recovery codes", () => {
  it("turning off needs the password or a code, ends the other sessions, and the password alone signs in again", async () => {
    const { user, browser } = await withTwoStep();
    const otherDevice = new TestClient(t.app);
    await otherDevice.signInAs(t.db, user.id);

    const empty = await browser.post("/users/api/two-step/turn-off/", {});
    expect(empty.statusCode).toBe(400);
    const wrong = await browser.post("/users/api/two-step/turn-off/", { current_password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ["Your password is incorrect."] });
    expect((await browser.get("/users/api/two-step/")).json().enabled).toBe(true);

    const off = await browser.post("/users/api/two-step/turn-off/", { current_password: user.password });
    expect(off.statusCode).toBe(200);
    expect((await browser.get("/users/api/two-step/")).json()).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      passkeys: 0,
    });
    expect(await signedInName(otherDevice)).toBeNull();
    expect(await signedInName(browser)).toBe(user.username);
    expect((await passwordStep(user)).answer.statusCode).toBe(200);
    const audit = await t.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", String(user.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["two_step.enable", "two_step.disable"]);
  });

  it("new recovery codes (proved with a code) replace the old ones", async () => {
    const { user, secret, recoveryCodes, browser } = await withTwoStep();
    const renewed = await browser.post("/users/api/two-step/recovery-codes/", { code: codeFor(secret, 1) });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect((await (await passwordStep(user)).sendCode(recoveryCodes[0] ?? "")).statusCode).toBe(400);
    expect((await (await passwordStep(user)).sendCode(fresh[0] ?? "")).statusCode).toBe(200);
  });
});

describe("manage reset-two-step", () => {
  it("lets an owner who lost every device sign in with the password again, ends their sessions, and is audited", async () => {
    const { user, browser } = await withTwoStep();
    const out: string[] = [];
    const code = await runCli(
      ["reset-two-step", "--username", user.username],
      { ...t.config, DATABASE_URL: t.database.url },
      {
        print: (line) => out.push(line),
        printError: (line) => out.push(line),
      },
    );
    expect(code).toBe(0);
    expect(out.join("\n")).toContain(`Two-step sign-in is off for '${user.username}'`);
    expect(await signedInName(browser)).toBeNull();
    expect((await passwordStep(user)).answer.statusCode).toBe(200);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "actor_kind"])
      .where("target_id", "=", String(user.id))
      .where("action", "=", "two_step.reset")
      .execute();
    expect(audit).toEqual([{ action: "two_step.reset", actor_kind: "cli" }]);

    const unknown = await runCli(
      ["reset-two-step", "--username", "nobody-here"],
      { ...t.config, DATABASE_URL: t.database.url },
      {
        print: () => {},
        printError: (line) => out.push(line),
      },
    );
    expect(unknown).not.toBe(0);
    expect(out.join("\n")).toContain("No account is named 'nobody-here'.");
  });
});
