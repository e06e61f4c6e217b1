import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../src/db/database";
import { migrateToLatest } from "../src/db/migrate";
import { codeMigrations } from "../src/db/migration-set";
import { hashToken } from "../src/lib/tokens";
import { createTestDatabase, type TestDatabase } from "./database";

// A site upgraded to the version of issue 27.1 keeps what it had: the verification link a player
// holds still works.

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
