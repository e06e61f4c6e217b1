import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { readMailFolder, waitForMail } from "../../../test/mail";
import { saveSiteSettings } from "../site/site-settings.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: "staff@example.test" });
});
afterAll(() => t.close());

const outbox = () => readMailFolder(join(t.config.dataDir, "outbox"));

let address = 0;
function send(payload: Record<string, unknown>, ip = `198.18.0.${++address}`, client = new TestClient(t.app)) {
  return client.request({ method: "POST", url: "/core/contact-us/", payload, remoteAddress: ip });
}

describe("contact form", () => {
  it("stores the message and e-mails it to CONTACT_EMAIL, replying to the sender", async () => {
    const response = await send({
      name: "Alex <b>the Builder</b>",
      email: "alex@example.test",
      message: "Hello!\r\nMy house was griefed. <script>alert(1)</script>",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Thank you/);
    const stored = await t.db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: "Alex <b>the Builder</b>", email: "alex@example.test", user_id: null });
    expect(stored.message).toBe("Hello!\nMy house was griefed. <script>alert(1)</script>");

    // Mailed after the answer, so the sender does not wait on the mail server.
    const mail = await waitForMail(outbox, (m) => m.to === "staff@example.test");
    expect(mail?.to).toBe("staff@example.test");
    expect(mail?.headers["reply-to"]).toContain("alex@example.test");
    expect(mail?.subject).toContain("[Bastion] Contact form");
    expect(mail?.text).toContain("My house was griefed. <script>alert(1)</script>");
    expect(mail?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).not.toContain("<b>the Builder</b>");
  });

  it("writes the e-mail in the site's default language", async () => {
    const settings = await t.app.siteSettings.get();
    await saveSiteSettings(t.db, { ...settings, default_locale: "de" });
    t.app.siteSettings.forget();
    try {
      expect((await send({ name: "Jonas", email: "jonas@example.test", message: "Hallo!" })).statusCode).toBe(201);
      const mail = await waitForMail(outbox, (m) => m.headers["reply-to"]?.includes("jonas@example.test") ?? false);
      expect(mail.subject).toBe("[Bastion] Kontaktformular: Jonas");
      expect(mail.text).toContain("Neue Nachricht über das Kontaktformular (#");
      expect(mail.text).toContain("Von: Jonas <jonas@example.test>");
      expect(mail.text).toContain("Antworte auf diese E-Mail, um dem Absender zu antworten.");
    } finally {
      await saveSiteSettings(t.db, settings);
      t.app.siteSettings.forget();
    }
  });

  it("remembers who sent it when signed in", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    expect((await send({ name: "Me", email: user.email, message: "Hi" }, undefined, client)).statusCode).toBe(201);
    const row = await t.db
      .selectFrom("contact_messages")
      .select("user_id")
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });

  it("answers per-field errors for name, email and message", async () => {
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: ["Name is required."],
      email: ["E-mail is required."],
      message: ["Message is required."],
    });
    const bad = await send({ name: "Alex", email: "not-an-address", message: "x".repeat(501) });
    expect(bad.json().errors).toEqual({
      email: ["Enter a valid e-mail address."],
      message: ["Message must be at most 500 characters."],
    });
    expect((await send({ name: "Alex", email: "alex@example.test", message: "y".repeat(500) })).statusCode).toBe(201);
  });

  it("takes at most 5 messages an hour from one address", async () => {
    const body = { name: "Spammer", email: "spam@example.test", message: "Buy now" };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await send(body, "198.18.1.1")).statusCode).toBe(201);
    }
    const limited = await send(body, "198.18.1.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Try again in \d+ (minutes?|hours?)\./);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await send(body, "198.18.1.2")).statusCode).toBe(201);
  });

  it("stores the message without mailing it when CONTACT_EMAIL is unset", async () => {
    const app = await createTestApp();
    try {
      const response = await new TestClient(app.app).post("/core/contact-us/", {
        name: "Alex",
        email: "alex@example.test",
        message: "Hello",
      });
      expect(response.statusCode).toBe(201);
      expect(await app.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
      expect(readMailFolder(join(app.config.dataDir, "outbox"))).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
