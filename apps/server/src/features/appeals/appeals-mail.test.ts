import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { seedPunishment } from "../../../test/factories/punishments";
import { linkIn, type ParsedMail, readMailFolder, startSmtpServer, waitForMail } from "../../../test/mail";
import { withBackground } from "../../lib/mail";
import { applyAccessChange } from "../accounts/accounts.service";
import { createAppealNotifier } from "./appeals.notify";

// People hear back without polling: the submitter on an administrator's change or comment,
// opted-in administrators on each new appeal. Mail never fails the request.

const BASE = "/punished/api/appeal";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://craft.example", SITE_NAME: "Test Craft" });
});
afterAll(() => t.close());

const outbox = () => readMailFolder(join(t.config.dataDir, "outbox"));
const mailsTo = (email: string) => outbox().filter((mail) => mail.to.includes(email));
/** Lets the app finish sending (mail goes out after the answer) before counting what did not come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function signedIn(groups: string[] = []) {
  const user = await buildUser(t.db, { groups });
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { user, client };
}

async function openAppeal(client: TestClient, overrides: { player?: string; message?: string } = {}) {
  const punishmentId = await seedPunishment(t.db, { player: overrides.player ?? "Griefer", type: "Ban" });
  const response = await client.post(`${BASE}/create/`, {
    punishment_id: punishmentId,
    appeal_message: overrides.message ?? "Please let me back.",
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ appeal_id: number }>().appeal_id;
}

function expectAppealLink(mail: ParsedMail, appealId: number) {
  const link = linkIn(mail, `/appeals/inspect/${appealId}/`);
  expect(link.origin).toBe("https://craft.example");
  expect(mail.html).toContain(`https://craft.example/appeals/inspect/${appealId}/`);
}

describe("the submitter hears of an administrator's action", () => {
  it("gets an e-mail when the status or open state changes, not when nothing changed", async () => {
    const { user, client } = await signedIn();
    const admin = await signedIn(["administrators"]);
    const appealId = await openAppeal(client, { player: "Alex_01" });

    await admin.client.post(`${BASE}/inspect/${appealId}/modify/`, { status: "Denied", is_opened: false });
    const mail = await waitForMail(outbox, (m) => m.to.includes(user.email));
    expect(mail.subject).toBe(`Your appeal #${appealId} was updated: Denied`);
    expect(mail.text).toContain(`Hello ${user.username},`);
    expect(mail.text).toContain("An administrator updated your appeal against the Ban of Alex_01.");
    expect(mail.text).toContain("Status: Denied. The appeal is closed.");
    expectAppealLink(mail, appealId);

    await admin.client.post(`${BASE}/inspect/${appealId}/modify/`, { status: "Denied", is_opened: false });
    await settle();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("gets an administrator's comment, escaped in HTML, but not their own comments", async () => {
    const { user, client } = await signedIn();
    const owner = await signedIn(["owner"]);
    const appealId = await openAppeal(client);

    await client.post(`${BASE}/inspect/comment/post/`, { appeal_id: appealId, comment: "Any news?" });
    await owner.client.post(`${BASE}/inspect/comment/post/`, {
      appeal_id: appealId,
      comment: 'We checked the logs <script>alert("x")</script>',
    });
    const mail = await waitForMail(outbox, (m) => m.to.includes(user.email));
    expect(mail.subject).toBe(`New comment on your appeal #${appealId}`);
    expect(mail.text).toContain(`${owner.user.username} commented on your appeal against the Ban of Griefer:`);
    expect(mail.text).toContain('We checked the logs <script>alert("x")</script>');
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expectAppealLink(mail, appealId);
    await settle();
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe("each e-mail is in its recipient's language", () => {
  it("writes the submitter's and an administrator's e-mails in the language of their accounts", async () => {
    const { user, client } = await signedIn();
    const admin = await signedIn(["administrators"]);
    await t.db.updateTable("users").set({ locale: "de" }).where("id", "=", user.id).execute();
    await t.db.updateTable("users").set({ locale: "es" }).where("id", "=", admin.user.id).execute();
    expect((await admin.client.post(`${BASE}/notifications/`, { enabled: true })).statusCode).toBe(200);
    const appealId = await openAppeal(client, { player: "Alex_01" });

    const created = await waitForMail(outbox, (m) => m.to.includes(admin.user.email));
    expect(created.subject).toBe(`Nueva apelación #${appealId}: baneo de Alex_01`);
    expect(created.text).toContain(`${user.username} presentó una apelación contra el baneo de Alex_01.`);
    expect(created.html).toContain('<html lang="es">');

    await admin.client.post(`${BASE}/inspect/${appealId}/modify/`, { status: "Approved", is_opened: true });
    const modified = await waitForMail(outbox, (m) => m.to.includes(user.email));
    expect(modified.subject).toBe(`Dein Einspruch #${appealId} wurde aktualisiert: Angenommen`);
    expect(modified.text).toContain(`Hallo ${user.username},`);
    expect(modified.text).toContain("Ein Administrator hat deinen Einspruch gegen den Bann von Alex_01 bearbeitet.");
    expect(modified.text).toContain("Status: Angenommen. Der Einspruch ist offen.");
    expect(modified.text).toContain("Deinen Einspruch ansehen:");
    expect(modified.html).toContain('<html lang="de">');
    await admin.client.post(`${BASE}/notifications/`, { enabled: false });
  });
});

describe("administrators who opted in hear of new appeals", () => {
  it("mails the opted-in administrators and owner only, never the submitter", async () => {
    const subscribed = await signedIn(["administrators"]);
    const owner = await signedIn(["owner"]);
    const quiet = await signedIn(["administrators"]);
    const former = await signedIn(["administrators"]);
    for (const { client } of [subscribed, owner, former]) {
      expect((await client.post(`${BASE}/notifications/`, { enabled: true })).statusCode).toBe(200);
    }
    await applyAccessChange(t.db, former.user.id, { groups: ["administrators"] }, "revoke");

    const { user, client } = await signedIn();
    const appealId = await openAppeal(client, { player: "Steve_Two", message: "I was <b>AFK</b>." });
    for (const admin of [subscribed, owner]) {
      const mail = await waitForMail(outbox, (m) => m.to.includes(admin.user.email));
      expect(mail.subject).toBe(`New appeal #${appealId}: Ban of Steve_Two`);
      expect(mail.text).toContain(`${user.username} appealed the Ban of Steve_Two.`);
      expect(mail.text).toContain("Their reason:\nI was <b>AFK</b>.");
      expect(mail.html).toContain("I was &lt;b&gt;AFK&lt;/b&gt;.");
      expectAppealLink(mail, appealId);
    }
    // An administrator's own appeal is not announced to themselves.
    await openAppeal(subscribed.client);
    await settle();
    expect(mailsTo(subscribed.user.email)).toHaveLength(1);
    expect(mailsTo(quiet.user.email)).toHaveLength(0);
    expect(mailsTo(former.user.email)).toHaveLength(0);
  });
});

describe("mail servers", () => {
  it("sends through SMTP when SMTP_URL is set", async () => {
    const smtp = await startSmtpServer();
    const app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://craft.example" });
    try {
      const submitter = await buildUser(app.db);
      const admin = await buildUser(app.db, { groups: ["administrators"] });
      const client = new TestClient(app.app);
      await client.signInAs(app.db, submitter.id);
      const adminClient = new TestClient(app.app);
      await adminClient.signInAs(app.db, admin.id);
      const punishmentId = await seedPunishment(app.db);
      const created = await client.post(`${BASE}/create/`, { punishment_id: punishmentId, appeal_message: "Hi" });
      const appealId = created.json<{ appeal_id: number }>().appeal_id;
      await adminClient.post(`${BASE}/inspect/${appealId}/modify/`, { status: "Approved", is_opened: false });
      const mail = await waitForMail(
        () => smtp.messages,
        (m) => m.to.includes(submitter.email),
      );
      expect(mail.subject).toBe(`Your appeal #${appealId} was updated: Approved`);
      expect(smtp.recipients.at(-1)).toEqual([submitter.email]);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it("answers the request even when the mail server refuses the connection", async () => {
    const app = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const submitter = await buildUser(app.db);
      const admin = await buildUser(app.db, { groups: ["administrators"] });
      const client = new TestClient(app.app);
      await client.signInAs(app.db, submitter.id);
      const adminClient = new TestClient(app.app);
      await adminClient.signInAs(app.db, admin.id);
      await adminClient.post(`${BASE}/notifications/`, { enabled: true });
      const created = await client.post(`${BASE}/create/`, {
        punishment_id: await seedPunishment(app.db),
        appeal_message: "Hi",
      });
      expect(created.statusCode).toBe(201);
      const appealId = created.json<{ appeal_id: number }>().appeal_id;
      const modified = await adminClient.post(`${BASE}/inspect/${appealId}/modify/`, {
        status: "Approved",
        is_opened: false,
      });
      expect(modified.statusCode).toBe(200);
      const commented = await adminClient.post(`${BASE}/inspect/comment/post/`, { appeal_id: appealId, comment: "Ok" });
      expect(commented.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it("logs a failed e-mail with the appeal it was about", async () => {
    const { user } = await signedIn();
    const logged: { object: object; message: string }[] = [];
    const notifier = createAppealNotifier({
      db: t.db,
      mailer: withBackground(async () => Promise.reject(new Error("connection refused"))),
      config: { publicUrl: "https://craft.example", SITE_NAME: "Test Craft" },
      log: { error: (object, message) => logged.push({ object, message }) },
    });
    notifier.appealModified({
      appealId: 42,
      submitterId: user.id,
      changedById: user.id + 1,
      status: "Denied",
      isOpen: false,
      punishment: { type: "Ban", player: "Griefer" },
    });
    await notifier.settled();
    expect(logged).toEqual([
      {
        object: expect.objectContaining({ appealId: 42, kind: "modified", to: user.email }),
        message: "appeal e-mail failed",
      },
    ]);
  });
});
