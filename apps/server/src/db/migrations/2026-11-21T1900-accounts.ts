import { type AnyDb, withId } from "./helpers";

// Registration, password resets, the contact form, the shared rate limiter and the bot check's
// replay guard. Tokens and pins are stored as SHA-256 hashes only.

export async function up(db: AnyDb): Promise<void> {
  // Fixed-window counters for any feature: login failures, resends, contact messages...
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("hits", "integer", (col) => col.notNull())
    .addColumn("window_started_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_expires_idx").on("rate_limits").column("expires_at").execute();

  // Solved altcha challenges, remembered until they expire so each is accepted once.
  await db.schema
    .createTable("bot_check_used")
    .addColumn("challenge_id", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("bot_check_used_expires_idx").on("bot_check_used").column("expires_at").execute();

  // One pending verification per unverified account: the pin lets the sign-up screen ask for a resend.
  await withId(db, db.schema.createTable("email_verifications"))
    .addColumn("user_id", "integer", (col) => col.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("pin_hash", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();

  // A forgot-password request per address, whether or not an account uses it (so answers never tell);
  // user_id and token_hash are set only when one does.
  await withId(db, db.schema.createTable("password_resets"))
    .addColumn("email_key", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.unique())
    .addColumn("requested_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("password_resets_email_idx")
    .on("password_resets")
    .columns(["email_key", "requested_at"])
    .execute();
  await db.schema.createIndex("password_resets_user_idx").on("password_resets").column("user_id").execute();

  await withId(db, db.schema.createTable("contact_messages"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created_idx").on("contact_messages").column("created_at").execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["contact_messages", "password_resets", "email_verifications", "bot_check_used", "rate_limits"]) {
    await db.schema.dropTable(table).execute();
  }
}
