import { API_PATHS, apiPath } from "@bastion/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { auditEntries, manage } from "../../../test/factories/admin";
import { hashToken } from "../../lib/tokens";
import { addVerificationLink } from "../accounts/registration.repository";
import { verifyAccount } from "../accounts/registration.service";

// Issue 32's "new member" event, from every way an account becomes verified: its e-mail link (and a
// reset link, password-reset.service), the owner's "verify" in the console, and `manage create-user`.
// Only the queued outbox rows are looked at: sending them is discord.test.ts's matter.

let t: TestApp;
let owner: TestClient;

/** The usernames of the new-member messages waiting in the outbox, oldest first. */
async function announced(): Promise<string[]> {
  const rows = await t.db
    .selectFrom("discord_outbox")
    .select("payload")
    .where("kind", "=", "member_joined")
    .orderBy("id")
    .execute();
  return rows.map((row) => (JSON.parse(row.payload) as { username: string }).username);
}

const verifyInConsole = (id: number) => owner.post(apiPath(API_PATHS.admin.verifyPerson, { id }), {});

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.db, { groups: ["owner"] });
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, user.id);
  const webhook = await owner.post(API_PATHS.discord.webhooks, {
    name: "Lobby",
    url: `https://discord.com/api/webhooks/112233445566770001/${"t".repeat(68)}`,
    events: ["member_joined"],
    is_public: true,
    enabled: true,
  });
  expect(webhook.statusCode, webhook.body).toBe(201);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom("discord_outbox").execute();
});

describe("a new member for Discord", () => {
  it("is told when the owner verifies an account in the console, once, with its audit entry", async () => {
    const person = await buildUser(t.db, { verified: false });
    const first = await verifyInConsole(person.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(`${person.username} is now verified.`);
    expect(await announced()).toEqual([person.username]);
    expect(
      (await auditEntries(t.db, "user.verify")).filter((entry) => entry.target_label === person.username),
    ).toHaveLength(1);

    const again = await verifyInConsole(person.id);
    expect(again.json().message).toBe(`${person.username} was already verified.`);
    expect(await announced()).toEqual([person.username]);
  });

  it("is told once whichever way comes first: the e-mail link, then the console, says nothing more", async () => {
    const person = await buildUser(t.db, { verified: false });
    await addVerificationLink(t.db, person.id, {
      tokenHash: hashToken("link-token"),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await verifyAccount(t.db, person.username, "link-token")).status).toBe(200);
    expect((await verifyInConsole(person.id)).json().message).toBe(`${person.username} was already verified.`);
    expect(await announced()).toEqual([person.username]);
  });

  it("is told for `manage create-user` (made verified), and not when it refuses", async () => {
    const made = await manage(
      t,
      "create-user",
      "--username",
      " CliMember ",
      "--email",
      "cli-member@example.test",
      "--password",
      "a-long-passphrase-42",
    );
    expect(made.code, made.err).toBe(0);
    expect(await announced()).toEqual(["CliMember"]);

    const taken = await manage(
      t,
      "create-user",
      "--username",
      "CliMember",
      "--email",
      "other@example.test",
      "--password",
      "a-long-passphrase-42",
    );
    expect(taken.code).not.toBe(0);
    expect(await announced()).toEqual(["CliMember"]);
  });

  it("is not told for an account that already was verified", async () => {
    const person = await buildUser(t.db);
    expect((await verifyInConsole(person.id)).statusCode).toBe(200);
    expect(await announced()).toEqual([]);
  });
});
