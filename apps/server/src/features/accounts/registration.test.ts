import { join } from "node:path";
import { sql } from "kysely";
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
    const rows = [
      ...(await t.db.selectFrom("email_verifications").selectAll().execute()),
      ...(await t.db.selectFrom("email_verification_links").selectAll().execute()),
    ];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(rows)).not.toContain(body.pin);
    expect(JSON.stringify(rows)).not.toContain(link.searchParams.get("token"));

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

  it("keeps usernames unique regardless of case, and says so (usernames are public)", async () => {
    await buildUser(t.db, { username: "Notch", email: "notch@example.test" });
    const response = await registerRequest(new TestClient(t.app), {
      username: "NOTCH",
      email: "someone.else@example.test",
      password1: "emerald-pickaxe-42",
      password2: "emerald-pickaxe-42",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ username: ["That username is taken."] });
  });

  it("answers an address that has an account exactly like a new one, and tells its owner by mail", async () => {
    const owner = await buildUser(t.db, { username: "Alex", email: "alex@example.test" });
    const taken = await registerRequest(new TestClient(t.app), {
      username: "alexagain",
      email: "Alex@Example.TEST",
      password1: "emerald-pickaxe-42",
      password2: "emerald-pickaxe-42",
    });
    const fresh = await registerRequest(new TestClient(t.app), {
      username: "brandnew",
      email: "brand.new@example.test",
      password1: "emerald-pickaxe-42",
      password2: "emerald-pickaxe-42",
    });
    expect(taken.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    const shape = (body: Record<string, unknown>, email: string) => ({
      ...body,
      message: String(body.message).replace(email, "ADDRESS"),
      pin: typeof body.pin === "string" && /^[\w-]{20,}$/.test(body.pin),
      email: body.email === email,
    });
    expect(shape(taken.json(), "Alex@Example.TEST")).toEqual(shape(fresh.json(), "brand.new@example.test"));

    // No second account; the owner is told, with the way back in.
    const names = await t.db
      .selectFrom("users")
      .select("username")
      .where("email_key", "=", "alex@example.test")
      .execute();
    expect(names).toEqual([{ username: owner.username }]);
    const notice = await mailTo("alex@example.test");
    expect(notice.subject).toBe("Someone tried to register on Craft & <Co> with your address");
    expect(notice.text).toContain("If it was you, sign in instead, or reset your password");
    expect(linkIn(notice, "/forgot-password/").pathname).toBe("/forgot-password/");

    // Resending with the answered pin looks the same too (200, then the same limit).
    const client = new TestClient(t.app);
    for (const [response, email] of [
      [taken, "Alex@Example.TEST"],
      [fresh, "brand.new@example.test"],
    ] as const) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const resend = await client.post("/users/api/register/resend/", { email, pin: response.json().pin });
        statuses.push(resend.statusCode);
        if (resend.statusCode === 200)
          expect(resend.json().message).toBe(`We sent a new verification link to ${email}.`);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it("counts the sign-up limit before any field check: the 11th try from one address in an hour is a 429", async () => {
    await buildUser(t.db, { username: "probed", email: "probed@example.test" });
    const client = new TestClient(t.app);
    const probe = (email: string) =>
      client.request({
        method: "POST",
        url: "/users/api/register/",
        payload: { username: "", email, password1: "", password2: "" },
        remoteAddress: "203.0.113.77",
      });
    for (let i = 0; i < 10; i += 1) {
      const answer = await probe(i % 2 ? "probed@example.test" : `nobody${i}@example.test`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.email).toBeUndefined();
    }
    const eleventh = await probe("probed@example.test");
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(
      /^Too many sign-ups were tried from your network\. Try again in (\d+ minutes?|1 hour)\.$/,
    );
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("stores an account and its pending verification together, or neither", async () => {
    // A failure between the two writes (a kill, a full disk) must not leave an account with no pin.
    const failing =
      t.database.url === undefined
        ? [
            "CREATE TRIGGER no_verifications BEFORE INSERT ON email_verifications BEGIN SELECT RAISE(ABORT, 'disk gone'); END",
          ]
        : [
            "CREATE FUNCTION no_verifications() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk gone'; END $$ LANGUAGE plpgsql",
            "CREATE TRIGGER no_verifications BEFORE INSERT ON email_verifications FOR EACH ROW EXECUTE FUNCTION no_verifications()",
          ];
    for (const statement of failing) await sql.raw(statement).execute(t.db);
    try {
      const account = newAccount("halfway");
      const response = await registerRequest(new TestClient(t.app), account);
      expect(response.statusCode).toBe(500);
      const rows = await t.db.selectFrom("users").select("id").where("username", "=", account.username).execute();
      expect(rows).toEqual([]);
    } finally {
      await sql
        .raw(`DROP TRIGGER no_verifications${t.database.url === undefined ? "" : " ON email_verifications"}`)
        .execute(t.db);
    }
    const after = await registerRequest(new TestClient(t.app), newAccount("halfway"));
    expect(after.statusCode).toBe(201);
  });
});

describe("verification", () => {
  it("verifies with the e-mailed link (200) and signs the player in, then says already verified (226)", async () => {
    const { account, link } = await registered();
    const token = link.searchParams.get("token") ?? "";
    const browser = new TestClient(t.app);
    const first = await browser.post("/verification/api/verify-account/", { username: account.username, token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: "Your account is verified, and you are signed in.",
      result: "verified",
      signed_in: true,
    });
    expect((await browser.get("/users/api/user-basic-info/")).json()).toMatchObject({
      is_authenticated: true,
      username: account.username,
    });
    const again = await verify(account.username, token);
    expect(again.statusCode).toBe(226);
    expect(again.json()).toEqual({ message: "User Already Verified", result: "already_verified", signed_in: false });
    const login = await new TestClient(t.app).post("/users/api/login/", {
      email: account.email,
      password: account.password1,
    });
    expect(login.statusCode).toBe(200);
  });

  it("fails (417) with a wrong token, another user's token or an expired one", async () => {
    const one = await registered();
    const two = await registered();
    const wrong = await verify(one.account.username, "not-the-token");
    expect(wrong.statusCode).toBe(417);
    // The site's word is "Sign in" (docs/decisions/013).
    expect(wrong.json().message).toBe(
      "Verification Failed: this link has expired or is not complete. Sign in with your e-mail and password, and we will e-mail you a new link.",
    );
    const crossed = await verify(one.account.username, two.link.searchParams.get("token") ?? "");
    expect(crossed.statusCode).toBe(417);
    expect(crossed.json().message).toMatch(/^Verification Failed/);

    await t.db.updateTable("email_verification_links").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    expect((await verify(two.account.username, two.link.searchParams.get("token") ?? "")).statusCode).toBe(417);
  });

  it("verifies a deactivated account without signing it in, and says to sign in", async () => {
    const { account, link } = await registered();
    await t.db.updateTable("users").set({ is_active: 0 }).where("username", "=", account.username).execute();
    const browser = new TestClient(t.app);
    const answer = await browser.post("/verification/api/verify-account/", {
      username: account.username,
      token: link.searchParams.get("token"),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: "Verified: sign in with your e-mail and password.",
      result: "verified",
      signed_in: false,
    });
    expect((await browser.get("/users/api/user-basic-info/")).json().is_authenticated).toBe(false);
  });

  it("keeps the first link working when the player signs in before opening the mail (issue 27.1)", async () => {
    const { account, link } = await registered("early");
    const mails = () => outbox().filter((mail) => mail.to.includes(account.email) && mail.subject.startsWith("Verify"));
    expect(mails()).toHaveLength(1);
    // Three sign-ins with the right password within seconds: one link is on its way, so no new mail.
    for (let i = 0; i < 3; i += 1) {
      const login = await new TestClient(t.app).post("/users/api/login/", {
        email: account.email,
        password: account.password1,
      });
      expect(login.statusCode).toBe(412);
      expect(login.json().message).toBe(
        `Your account is not verified yet. We e-mailed a verification link to ${account.email} just now: open it to verify your account and sign in. If it has not arrived, look in your spam folder; signing in again in 5 minutes sends another.`,
      );
    }
    const german = await new TestClient(t.app).post(
      "/users/api/login/",
      { email: account.email, password: account.password1 },
      { "accept-language": "de" },
    );
    expect(german.json().message).toBe(
      `Dein Konto ist noch nicht bestätigt. Wir haben gerade eben einen Bestätigungslink an ${account.email} geschickt: Öffne ihn, um dein Konto zu bestätigen und dich anzumelden. Falls er nicht angekommen ist, sieh in deinem Spam-Ordner nach; wenn du dich in 5 Minuten erneut anmeldest, schicken wir einen weiteren.`,
    );
    expect(mails()).toHaveLength(1);
    // Once the newest link is older than the gap, a sign-in mails another; the first still works.
    await t.db
      .updateTable("email_verification_links")
      .set({ created_at: new Date(Date.now() - 6 * 60_000).toISOString() })
      .execute();
    const later = await new TestClient(t.app).post("/users/api/login/", {
      email: account.email,
      password: account.password1,
    });
    expect(later.json().message).toBe(
      `Your account is not verified yet. We sent a verification link to ${account.email}: open it to verify your account and sign in.`,
    );
    expect(mails()).toHaveLength(2);
    const browser = new TestClient(t.app);
    const verified = await browser.post("/verification/api/verify-account/", {
      username: account.username,
      token: link.searchParams.get("token"),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().signed_in).toBe(true);
    // Verifying used up every link of the account.
    const user = await t.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", account.username)
      .executeTakeFirstOrThrow();
    const left = await t.db.selectFrom("email_verification_links").where("user_id", "=", user.id).selectAll().execute();
    expect(left).toEqual([]);
  });

  it("answers 404 'User Not Found' for an unknown username", async () => {
    const response = await verify("nobody-here", "whatever");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("User Not Found");
  });
});

describe("resend", () => {
  it("sends another link (200), the earlier ones still working, up to 3 times an hour (then 429)", async () => {
    const { account, pin, link } = await registered("resender");
    const client = new TestClient(t.app);
    const before = outbox().filter((mail) => mail.to.includes(account.email)).length;
    const resent = await client.post("/users/api/register/resend/", { email: account.email, pin });
    expect(resent.statusCode).toBe(200);
    const mails = await waitForMail(outbox, (mail) => mail.to.includes(account.email) && mail.text !== "");
    expect(outbox().filter((mail) => mail.to.includes(account.email)).length).toBe(before + 1);
    const newLink = linkIn(mails, "/verify/");
    expect(newLink.searchParams.get("token")).not.toBe(link.searchParams.get("token"));

    expect((await client.post("/users/api/register/resend/", { email: account.email, pin })).statusCode).toBe(200);
    expect((await client.post("/users/api/register/resend/", { email: account.email, pin })).statusCode).toBe(200);
    const limited = await client.post("/users/api/register/resend/", { email: account.email, pin });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/maximum number of resend attempts\. Try again in \d+ (minutes?|hours?)\./);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The first link, mailed before the three resends, still verifies.
    expect((await verify(account.username, link.searchParams.get("token") ?? "")).statusCode).toBe(200);
  });

  it("answers a wrong pin, an unknown address and a verified account like a resend, and mails no link", async () => {
    const { account, pin, link } = await registered();
    const client = new TestClient(t.app);
    const links = () => outbox().filter((mail) => mail.to.includes(account.email) && mail.subject.startsWith("Verify"));
    const before = links().length;
    for (const body of [
      { email: account.email, pin: "wrong" },
      { email: "nobody@example.test", pin },
    ]) {
      const response = await client.post("/users/api/register/resend/", body);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(`We sent a new verification link to ${body.email}.`);
    }
    await verify(account.username, link.searchParams.get("token") ?? "");
    const after = await client.post("/users/api/register/resend/", { email: account.email, pin });
    expect(after.statusCode).toBe(200);
    expect(links()).toHaveLength(before);
  });

  it("e-mails a new link when an unverified user logs in (412) and the last is minutes old, within the resend limit", async () => {
    const { account, link } = await registered();
    const client = new TestClient(t.app);
    const mails = () => outbox().filter((mail) => mail.to.includes(account.email));
    const ageLinks = () =>
      t.db
        .updateTable("email_verification_links")
        .set({ created_at: new Date(Date.now() - 6 * 60_000).toISOString() })
        .execute();
    await ageLinks();
    const login = await client.post("/users/api/login/", { email: account.email, password: account.password1 });
    expect(login.statusCode).toBe(412);
    const { message, pin } = login.json();
    expect(message).toBe(
      `Your account is not verified yet. We sent a verification link to ${account.email}: open it to verify your account and sign in.`,
    );
    expect(mails()).toHaveLength(2);
    const fresh = linkIn(await mailTo(account.email), "/verify/");
    expect(fresh.searchParams.get("token")).not.toBe(link.searchParams.get("token"));
    // The pin it answers works for the resend call too (3 an hour, the 412's send included).
    expect((await client.post("/users/api/register/resend/", { email: account.email, pin })).statusCode).toBe(200);
    expect((await client.post("/users/api/register/resend/", { email: account.email, pin })).statusCode).toBe(200);
    await ageLinks();
    const limited = await client.post("/users/api/login/", { email: account.email, password: account.password1 });
    expect(limited.statusCode).toBe(412);
    expect(limited.json().message).toMatch(
      /^Your account is not verified yet\. Open a verification link we e-mailed you \(each works for 24 hours\); you can get another one in \d+ (minutes?|hours?)\.$/,
    );
    expect(mails()).toHaveLength(4);
    // Every link mailed still works: the first and the one from the sign-in alike.
    expect((await verify(account.username, link.searchParams.get("token") ?? "")).statusCode).toBe(200);
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
