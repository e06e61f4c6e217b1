import { type AnyDb, withId } from "./helpers";

// Issue 29, first slice: two-step sign-in with an authenticator app. One authenticator per account
// (its secret encrypted with a key derived from the app secret), its single-use recovery codes
// (hashed), and the second steps of sign-ins waiting for their code (the token hashed).

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("user_authenticators")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret_encrypted", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    // Null until the first code confirms it: only then does sign-in ask for a code.
    .addColumn("confirmed_at", "text")
    // The newest 30-second time step whose code was accepted: a code is never accepted twice.
    .addColumn("last_step", "integer")
    .execute();

  await withId(db, db.schema.createTable("recovery_codes"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("recovery_codes_user_idx")
    .on("recovery_codes")
    .columns(["user_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("second_steps")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("second_steps_expires_idx").on("second_steps").column("expires_at").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("second_steps").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("user_authenticators").execute();
}
