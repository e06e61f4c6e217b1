import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { linkIn, type ParsedMail, readMailFolder, waitForMail } from "../../../test/mail";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outbox = () => readMailFolder(join(t.config.dataDir, "outbox"));
const mailsTo = (email: string) => outbox().filter((mail) => mail.to.includes(email));

let address = 0;
function post(url: string, payload: Record<string, unknown>, ip = `192.0.2.${++address}`) {
  return new TestClient(t.app).request({ method: "POST", url, payload, remoteAddress: ip });
}

const forgot = (email: string) => post("/users/api/forgot-password/", { email });
const resend = (email: string) => post("/users/api/forgot-password/resend/", { email });
const verifyLink = (username: string, token: string) =>
  post("/users/api/forgot-password/verify-link/", { username, token });
const confirm = (username: string, token: string, new_password1: string, new_password2 = new_password1) =>
  post("/users/api/forgot-password/confirm/", { username, token, new_password1, new_password2 });

/** Asks for a reset and returns the e-mailed link's token (mails are sent after the answer). */
async function resetToken(user: BuiltUser, count = 1): Promise<string> {
  const mail: ParsedMail = await waitForMail(
    () => mailsTo(user.email),
    () => mailsTo(user.email).length >= count,
  );
  const link = linkIn(mail, `/forgot-password/${user.username}/`);
  return link.searchParams.get("token") ?? "";
}

describe("forgot password", () => {
  it("answers the same whether or not an account uses the address, and mails only a real account", async () => {
    const user = await buildUser(t.db);
    const known = await forgot(user.email);
    const unknown = await forgot("nobody-at-all@example.test");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const token = await resetToken(user);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const mail = mailsTo(user.email).at(-1);
    expect(mail?.subject).toBe("Reset your Bastion password");
    expect(mail?.text).toContain("30 minutes");
    expect(mailsTo("nobody-at-all@example.test")).toHaveLength(0);
    const stored = await t.db
      .selectFrom("password_resets")
      .select("token_hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("resends (200) for an address with a pending request, known or not; 404 without one; 429 after 3", async () => {
    const user = await buildUser(t.db);
    expect((await resend(user.email)).statusCode).toBe(404);
    expect((await resend("ghost@example.test")).statusCode).toBe(404);
    await forgot(user.email);
    await forgot("ghost@example.test");
    const first = await resetToken(user);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await resend(user.email)).statusCode).toBe(200);
      expect((await resend("ghost@example.test")).statusCode).toBe(200);
    }
    const limited = await resend(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/maximum number of attempts\. Try again in \d+ (minutes?|hours?)\./);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await resend("ghost@example.test")).statusCode).toBe(429);
    const latest = await resetToken(user, 4);
    // The newest link works; the ones it replaced are used up.
    expect((await verifyLink(user.username, latest)).statusCode).toBe(200);
    expect((await verifyLink(user.username, first)).statusCode).toBe(410);
  });

  it("checks a link: 200 good, 404 unknown or someone else's, 410 expired", async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    await forgot(user.email);
    const token = await resetToken(user);
    expect((await verifyLink(user.username, token)).statusCode).toBe(200);
    expect((await verifyLink(user.username, "not-a-token")).statusCode).toBe(404);
    expect((await verifyLink(other.username, token)).statusCode).toBe(404);
    expect((await verifyLink("no-such-user", token)).statusCode).toBe(404);
    await t.db
      .updateTable("password_resets")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("user_id", "=", user.id)
      .execute();
    const expired = await verifyLink(user.username, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/^Invalid Link/);
  });

  it("sets the new password once, ends every session, and refuses the old password", async () => {
    const user = await buildUser(t.db);
    const elsewhere = new TestClient(t.app);
    await elsewhere.signInAs(t.db, user.id);
    await forgot(user.email);
    const token = await resetToken(user);

    const changed = await confirm(user.username, token, "obsidian-portal-77");
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe("Your password was changed. Sign in with your new password.");
    expect((await elsewhere.get("/users/api/user-basic-info/")).json().is_authenticated).toBe(false);
    const sessions = await t.db.selectFrom("sessions").select("id_hash").where("user_id", "=", user.id).execute();
    expect(sessions).toHaveLength(0);

    const hash = await t.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirst();
    expect(hash?.password_hash).toMatch(/^\$argon2id\$/);
    const client = new TestClient(t.app);
    expect((await client.post("/users/api/login/", { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    const login = await client.post("/users/api/login/", { email: user.email, password: "obsidian-portal-77" });
    expect(login.statusCode).toBe(200);

    expect((await confirm(user.username, token, "another-fine-password-9")).statusCode).toBe(410);
    expect((await verifyLink(user.username, token)).statusCode).toBe(410);
  });

  it("answers field errors under password1 and password2 and keeps the link", async () => {
    const user = await buildUser(t.db);
    await forgot(user.email);
    const token = await resetToken(user);
    const mismatch = await confirm(user.username, token, "obsidian-portal-77", "obsidian-portal-78");
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ password2: ["New password and confirm password must match"] });
    const weak = await confirm(user.username, token, "12345678");
    expect(weak.json().errors.password1).toContain("This password is entirely numeric.");
    const blank = await confirm(user.username, token, "", "");
    expect(blank.json().errors).toEqual({
      password1: ["This field is required."],
      password2: ["This field is required."],
    });
    expect((await verifyLink(user.username, token)).statusCode).toBe(200);
  });

  it("verifies an unverified account whose owner resets the password (the link proves the mailbox)", async () => {
    const user = await buildUser(t.db, { verified: false });
    await forgot(user.email);
    const token = await resetToken(user);
    expect((await confirm(user.username, token, "obsidian-portal-77")).statusCode).toBe(200);
    const login = await new TestClient(t.app).post("/users/api/login/", {
      email: user.email,
      password: "obsidian-portal-77",
    });
    expect(login.statusCode).toBe(200);
  });
});
