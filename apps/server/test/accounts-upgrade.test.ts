import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../src/db/database";
import { migrateToLatest } from "../src/db/migrate";
import { codeMigrations } from "../src/db/migration-set";
import { hashToken } from "../src/lib/tokens";
import { createTestDatabase, type TestDatabase } from "./database";

// A site upgraded to the version of issues 26.9 and 27.1 keeps what it had: the verification link a
// player holds still works, and the audit log's existing entries get their actor's kind and id.

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/** A database migrated up to (not including) `name`, as a site running the version before it. */
async function siteBefore(name: string): Promise<Db> {
  database = await createTestDatabase();
  const earlier = Object.fromEntries(Object.entries(codeMigrations()).filter(([migration]) => migration < name));
  await migrateToLatest(database.handle.db, earlier);
  return database.handle.db;
}

async function addUser(db: Db, username: string, verified = 1) {
  const row = await db
    .insertInto("users")
    .values({
      username,
      username_key: username.toLowerCase(),
      email: `${username.toLowerCase()}@example.test`,
      email_key: `${username.toLowerCase()}@example.test`,
      password_hash: "x",
      is_verified: verified,
      profile_img: null,
      date_joined: "2026-11-01T00:00:00.000Z",
      last_login: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("upgrading to several verification links per account", () => {
  it("keeps the link a player already holds working, with its own expiry", async () => {
    const db = await siteBefore("2026-11-27T1000-verification-links");
    const userId = await addUser(db, "Pending", 0);
    // biome-ignore lint/suspicious/noExplicitAny: the table as the version before had it
    const old = db as any;
    await old
      .insertInto("email_verifications")
      .values({
        user_id: userId,
        pin_hash: hashToken("the-pin"),
        token_hash: hashToken("the-token"),
        created_at: "2026-11-27T08:00:00.000Z",
        expires_at: "2099-01-01T00:00:00.000Z",
      })
      .execute();

    await migrateToLatest(db);
    expect(
      await db.selectFrom("email_verification_links").select(["user_id", "token_hash", "expires_at"]).execute(),
    ).toEqual([{ user_id: userId, token_hash: hashToken("the-token"), expires_at: "2099-01-01T00:00:00.000Z" }]);
    const pending = await db.selectFrom("email_verifications").selectAll().execute();
    expect(pending).toEqual([
      expect.objectContaining({
        user_id: userId,
        pin_hash: hashToken("the-pin"),
        created_at: "2026-11-27T08:00:00.000Z",
      }),
    ]);
    expect(Object.keys(pending[0] ?? {}).sort()).toEqual(["created_at", "id", "pin_hash", "user_id"]);
  });
});

describe("upgrading the audit log to actors with a kind and an id", () => {
  it("gives existing entries their kind and id, recovering a deleted account's from its deletion", async () => {
    const db = await siteBefore("2026-11-27T1010-audit-actors");
    const ownerId = await addUser(db, "Keeper");
    // biome-ignore lint/suspicious/noExplicitAny: the table as the version before had it
    const old = db as any;
    const entry = (at: string, actor: { id: number | null; name: string; ip: string | null }, extra = {}) => ({
      created_at: at,
      actor_id: actor.id,
      actor_name: actor.name,
      actor_key: actor.name.toLowerCase(),
      ip: actor.ip,
      action: "user.verify",
      target_type: "user",
      target_id: "1",
      target_label: "Someone",
      before_json: null,
      after_json: null,
      ...extra,
    });
    const deletion = (at: string, id: number, name: string) =>
      entry(
        at,
        { id: ownerId, name: "Keeper", ip: "203.0.113.1" },
        {
          action: "user.delete",
          target_id: String(id),
          target_label: name,
        },
      );
    await old
      .insertInto("audit_log")
      .values([
        // The CLI.
        entry("2026-11-02T00:00:00.000Z", { id: null, name: "cli", ip: null }),
        // An account that still exists.
        entry("2026-11-03T00:00:00.000Z", { id: ownerId, name: "Keeper", ip: "203.0.113.1" }),
        // Account 901 named Rowan acted, was deleted; account 902, also Rowan, acted and was deleted.
        entry("2026-11-04T00:00:00.000Z", { id: null, name: "Rowan", ip: "203.0.113.2" }),
        deletion("2026-11-05T00:00:00.000Z", 901, "Rowan"),
        entry("2026-11-06T00:00:00.000Z", { id: null, name: "ROWAN", ip: "203.0.113.3" }),
        deletion("2026-11-07T00:00:00.000Z", 902, "ROWAN"),
        // A deleted account that was named cli: it had an address, the CLI never has.
        entry("2026-11-08T00:00:00.000Z", { id: null, name: "cli", ip: "203.0.113.4" }),
        deletion("2026-11-09T00:00:00.000Z", 903, "cli"),
        // A deleted account whose deletion was never recorded.
        entry("2026-11-10T00:00:00.000Z", { id: null, name: "Ghost", ip: "203.0.113.5" }),
      ])
      .execute();

    await migrateToLatest(db);
    const rows = await db
      .selectFrom("audit_log")
      .select(["actor_name", "actor_kind", "actor_ref", "action"])
      .where("action", "=", "user.verify")
      .orderBy("created_at")
      .execute();
    expect(rows.map((row) => ({ ...row, actor_ref: row.actor_ref === null ? null : Number(row.actor_ref) }))).toEqual([
      { actor_name: "cli", actor_kind: "cli", actor_ref: null, action: "user.verify" },
      { actor_name: "Keeper", actor_kind: "user", actor_ref: ownerId, action: "user.verify" },
      { actor_name: "Rowan", actor_kind: "user", actor_ref: 901, action: "user.verify" },
      { actor_name: "ROWAN", actor_kind: "user", actor_ref: 902, action: "user.verify" },
      { actor_name: "cli", actor_kind: "user", actor_ref: 903, action: "user.verify" },
      { actor_name: "Ghost", actor_kind: "user", actor_ref: null, action: "user.verify" },
    ]);
  });
});
