import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { linkIn, readMailFolder, startSmtpServer, waitForMail } from "../../../test/mail";
import { sweepAccounts, UNVERIFIED_KEPT_MS } from "./accounts.housekeeping";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_NAME: "Craft & <Co>" });
});
afterAll(() => t.close());

const outbox = () => readMailFolder(join(t.config.dataDir, "outbox"));
const mailTo = (email: string) => waitForMail(outbox, (mail) => mail.to.includes(email));

let counter = 0;
/** Each registration comes from its own address, so the per-address sign-up limit stays out of the way. */
function registerRequest(client: TestClient, body: Record<string, string>) {
  counter += 1;
  return client.request({
    method: "POST",
    url: "/users/api/register/",
    payload: body,
    remoteAddress: `198.51.100.${counter}`,
  });
}

function newAccount(prefix = "miner") {
  counter += 1;
  const username = `${prefix}${counter}`;
  return {
    username,
    email: `${username}@example.test`,
    password1: "emerald-pickaxe-42",
    password2: "emerald-pickaxe-42",
  };
}

async function registered(prefix?: string) {
  const account = newAccount(prefix);
  const response = await registerRequest(new TestClient(t.app), account);
  expect(response.statusCode).toBe(201);
  const mail = await mailTo(account.email);
  return { account, pin: response.json().pin as string, link: linkIn(mail, "/verify/") };
}

const verify = (username: string, token: string) =>
  new TestClient(t.app).post("/verification/api/verify-account/", { username, token });

describe("registration", () => {
  it("creates an unverified account, answers a pin and e-mails a verification link", async () => {
    const account = newAccount();
    const response = await registerRequest(new TestClient(t.app), account);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.pin).toMatch(/^[\w-]{20,}$/);
    expect(body.mail_sent).toBe(true);
    expect(body.message).toContain(account.email);

    const mail = await mailTo(account.email);
    expect(mail.subject).toBe("Verify your Craft & <Co> account");
    const link = linkIn(mail, "/verify/");
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toBe(`/verify/${account.username}/`);
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{40,}$/);
    // Both bodies name the site; the HTML one escapes it.
    expect(mail.text).toContain("Craft & <Co>");
    expect(mail.html).toContain("Craft &amp; &lt;Co&gt;");
    expect(mail.html).not.toContain("<Co>");

    // Only hashes are stored.
    const row = await t.db.selectFrom("email_verifications").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(body.pin);
    expect(JSON.stringify(row)).not.toContain(link.searchParams.get("token"));

    const login = await new TestClient(t.app).post("/users/api/login/", {
      email: account.email,
      password: account.password1,
    });
    expect(login.statusCode).toBe(412);
  });

  it("answers every field error at once: username, email, password, password2", async () => {
    const response = await registerRequest(new TestClient(t.app), {
      username: "a b",
      email: "not-an-address",
      password1: "12345678",
      password2: "something else",
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(["email", "password", "password2", "username"]);
    expect(errors.password).toContain("This password is entirely numeric.");
    expect(errors.password2).toEqual(["The two password fields didn't match."]);
    expect(await t.db.selectFrom("users").select("id").where("username", "=", "a b").execute()).toHaveLength(0);
  });

  it("says which fields are missing", async () => {
    const response = await registerRequest(new TestClient(t.app), {});
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    for (const field of ["username", "email", "password", "password2"]) {
      expect(errors[field]).toEqual(["This field is required."]);
    }
  });

  it("refuses a password close to the username and a common one", async () => {
    const close = await registerRequest(new TestClient(t.app), {
      username: "diamondsteve",
      email: "ds@example.test",
      password1: "diamondsteve1",
      password2: "diamondsteve1",
    });
    expect(close.json().errors.password).toContain("This password is too similar to the username.");
    const common = await registerRequest(new TestClient(t.app), {
      username: "goldsteve",
      email: "gs@example.test",
      password1: "password123",
      password2: "password123",
    });
    expect(common.json().errors.password).toContain("This password is too common or too easy to guess.");
  });

  it("keeps usernames and e-mails unique regardless of case", async () => {
    const existing = await buildUser(t.db, { username: "Notch", email: "notch@example.test" });
    const response = await registerRequest(new TestClient(t.app), {
      username: "NOTCH",
      email: "Notch@Example.TEST",
      password1: "emerald-pickaxe-42",
      password2: "emerald-pickaxe-42",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: ["That username is taken."],
      email: ["An account with that e-mail already exists."],
    });
    expect(existing.id).toBeGreaterThan(0);
  });
});

describe("verification", () => {
  it("verifies with the e-mailed link (200), then says already verified (226)", async () => {
    const { account, link } = await registered();
    const token = link.searchParams.get("token") ?? "";
    const first = await verify(account.username, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toBe("verified");
    const again = await verify(account.username, token);
    expect(again.statusCode).toBe(226);
    expect(again.json()).toEqual({ message: "User Already Verified", result: "already_verified" });
    const login = await new TestClient(t.app).post("/users/api/login/", {
      email: account.email,
      password: account.password1,
    });
    expect(login.statusCode).toBe(200);
  });

  it("fails (417) with a wrong token, another user's token or an expired one", async () => {
    const one = await registered();
    const two = await registered();
    expect((await verify(one.account.username, "not-the-token")).statusCode).toBe(417);
    const crossed = await verify(one.account.username, two.link.searchParams.get("token") ?? "");
    expect(crossed.statusCode).toBe(417);
    expect(crossed.json().message).toMatch(/^Verification Failed/);

    await t.db.updateTable("email_verifications").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    expect((await verify(two.account.username, two.link.searchParams.get("token") ?? "")).statusCode).toBe(417);
  });

  it("answers 404 'User Not Found' for an unknown username", async () => {
    const response = await verify("nobody-here", "whatever");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("User Not Found");
  });
});

describe("resend", () => {
  it("sends a new link (200) that replaces the old one, up to 3 times an hour (then 429)", async () => {
    const { account, pin, link } = await registered("resender");
    const client = new TestClient(t.app);
    const before = outbox().filter((mail) => mail.to.includes(account.email)).length;
    const resent = await client.post("/users/api/register/resend/", { email: account.email, pin });
    expect(resent.statusCode).toBe(200);
    const mails = await waitForMail(outbox, (mail) => mail.to.includes(account.email) && mail.text !== "");
    expect(outbox().filter((mail) => mail.to.includes(account.email)).length).toBe(before + 1);
    const newLink = linkIn(mails, "/verify/");
    expect(newLink.searchParams.get("token")).not.toBe(link.searchParams.get("token"));
    expect((await verify(account.username, link.searchParams.get("token") ?? "")).statusCode).toBe(417);

    expect((await client.post("/users/api/register/resend/", { email: account.email, pin })).statusCode).toBe(200);
    expect((await client.post("/users/api/register/resend/", { email: account.email, pin })).statusCode).toBe(200);
    const limited = await client.post("/users/api/register/resend/", { email: account.email, pin });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/maximum number of resend attempts\. Try again in \d+ (minutes?|hours?)\./);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers 404 for a wrong pin, an unknown address or an account already verified", async () => {
    const { account, pin, link } = await registered();
    const client = new TestClient(t.app);
    expect((await client.post("/users/api/register/resend/", { email: account.email, pin: "wrong" })).statusCode).toBe(
      404,
    );
    expect((await client.post("/users/api/register/resend/", { email: "nobody@example.test", pin })).statusCode).toBe(
      404,
    );
    await verify(account.username, link.searchParams.get("token") ?? "");
    const after = await client.post("/users/api/register/resend/", { email: account.email, pin });
    expect(after.statusCode).toBe(404);
  });

  it("e-mails a new link when an unverified user logs in (412), within the resend limit", async () => {
    const { account, link } = await registered();
    const client = new TestClient(t.app);
    const mails = () => outbox().filter((mail) => mail.to.includes(account.email));
    const login = await client.post("/users/api/login/", { email: account.email, password: account.password1 });
    expect(login.statusCode).toBe(412);
    const { message, pin } = login.json();
    expect(message).toBe(
      `Your account is not verified yet. We sent a new verification link to ${account.email}: open it, then log in.`,
    );
    expect(mails()).toHaveLength(2);
    const fresh = linkIn(await mailTo(account.email), "/verify/");
    expect(fresh.searchParams.get("token")).not.toBe(link.searchParams.get("token"));
    // The pin it answers works for the resend call too (3 an hour, the 412's send included).
    expect((await client.post("/users/api/register/resend/", { email: account.email, pin })).statusCode).toBe(200);
    expect((await client.post("/users/api/register/resend/", { email: account.email, pin })).statusCode).toBe(200);
    const limited = await client.post("/users/api/login/", { email: account.email, password: account.password1 });
    expect(limited.statusCode).toBe(412);
    expect(limited.json().message).toMatch(
      /^Your account is not verified yet\. Open the verification link we e-mailed you; you can get another one in \d+ (minutes?|hours?)\.$/,
    );
    expect(mails()).toHaveLength(4);
    expect((await verify(account.username, fresh.searchParams.get("token") ?? "")).statusCode).toBe(417);
  });
});

describe("mail delivery", () => {
  it("sends the verification mail through a real SMTP server", async () => {
    const smtp = await startSmtpServer();
    const app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Bastion <no-reply@bastion.test>" });
    try {
      const response = await new TestClient(app.app).post("/users/api/register/", {
        username: "smtpuser",
        email: "smtp.user@example.test",
        password1: "emerald-pickaxe-42",
        password2: "emerald-pickaxe-42",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().mail_sent).toBe(true);
      const mail = await waitForMail(
        () => smtp.messages,
        (m) => m.to.includes("smtp.user@example.test"),
      );
      expect(smtp.recipients.at(-1)).toEqual(["smtp.user@example.test"]);
      expect(mail.headers.from).toContain("no-reply@bastion.test");
      expect(mail.html).toContain("Verify my account");
      const link = linkIn(mail, "/verify/smtpuser/");
      const verified = await new TestClient(app.app).post("/verification/api/verify-account/", {
        username: "smtpuser",
        token: link.searchParams.get("token"),
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it("keeps the account when the mail cannot be sent, and says to try resend", async () => {
    const smtp = await startSmtpServer();
    await smtp.close(); // nothing listens on that port any more
    const app = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const response = await new TestClient(app.app).post("/users/api/register/", {
        username: "nomail",
        email: "nomail@example.test",
        password1: "emerald-pickaxe-42",
        password2: "emerald-pickaxe-42",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().mail_sent).toBe(false);
      expect(response.json().message).toMatch(/could not be sent.*try resend/);
      const user = await app.db.selectFrom("users").select("is_verified").where("username", "=", "nomail").execute();
      expect(user).toEqual([{ is_verified: 0 }]);
      const resend = await new TestClient(app.app).post("/users/api/register/resend/", {
        email: "nomail@example.test",
        pin: response.json().pin,
      });
      expect(resend.statusCode).toBe(503);
      expect(resend.json().message).toMatch(/try resend/);
    } finally {
      await app.close();
    }
  });
});

describe("accounts never verified", () => {
  const joinedAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
  const usernames = async () => (await t.db.selectFrom("users").select("username").execute()).map((u) => u.username);

  it("are deleted after a week, which frees their name and address; nothing else is touched", async () => {
    const stale = await registered("stale");
    const fresh = await registered("fresh");
    const granted = await buildUser(t.db, { username: "grantedstale", verified: false, groups: ["downloads"] });
    const verified = await buildUser(t.db, { username: "oldverified" });
    const oldIds = [stale.account.username, granted.username, verified.username];
    await t.db
      .updateTable("users")
      .set({ date_joined: joinedAgo(UNVERIFIED_KEPT_MS + 60_000) })
      .where("username", "in", oldIds)
      .execute();
    await t.db
      .updateTable("users")
      .set({ date_joined: joinedAgo(UNVERIFIED_KEPT_MS - 60_000) })
      .where("username", "=", fresh.account.username)
      .execute();

    expect(await sweepAccounts(t.db)).toEqual({ unverifiedDeleted: 1 });
    const left = await usernames();
    expect(left).not.toContain(stale.account.username);
    expect(left).toEqual(expect.arrayContaining([fresh.account.username, granted.username, verified.username]));
    // The old link now leads nowhere, and the name and address can be registered again.
    const token = new URL(stale.link).searchParams.get("token") ?? "";
    expect((await verify(stale.account.username, token)).statusCode).toBe(404);
    const again = await registerRequest(new TestClient(t.app), stale.account);
    expect(again.statusCode).toBe(201);
  });
});
