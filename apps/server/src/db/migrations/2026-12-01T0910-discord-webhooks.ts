import { sql } from "kysely";
import { type AnyDb, flag, withId } from "./helpers";

// Issue 32: Discord webhooks. The owner's webhooks (the URL carries Discord's token, so it is stored
// encrypted and shown back only as a hint), and an outbox: every message to a webhook is a row,
// written in the same transaction as the event it tells of, and sent by one instance at a time,
// each webhook's oldest first, until Discord confirms it or the sender gives up after a day.

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("discord_webhooks"))
    .addColumn("name", "text", (col) => col.notNull())
    // AES-256-GCM with a key derived from the app secret (as the authenticator secrets).
    .addColumn("url_encrypted", "text", (col) => col.notNull())
    // What the console shows: …/webhooks/1234…/••••abcd.
    .addColumn("url_hint", "text", (col) => col.notNull())
    // JSON list of the events it receives.
    .addColumn("events", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("is_public", "integer", flag(0))
    .addColumn("enabled", "integer", flag(1))
    // Discord's rate limit: nothing is sent to this webhook before then.
    .addColumn("paused_until", "text")
    // Discord answered 401, 403 or 404 (webhook deleted, token wrong): nothing is sent until it is edited.
    .addColumn("refused_at", "text")
    .addColumn("last_error", "text")
    .addColumn("last_error_at", "text")
    .addColumn("last_delivered_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("discord_outbox"))
    .addColumn("webhook_id", "integer", (col) => col.notNull().references("discord_webhooks.id").onDelete("cascade"))
    // One of the events, or "test".
    .addColumn("kind", "text", (col) => col.notNull())
    // The event's facts as JSON; the message is written from them when it is sent.
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("next_try_at", "text", (col) => col.notNull())
    .addColumn("tries", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "text")
    .addColumn("given_up_at", "text")
    .execute();
  // The next message of each webhook, in order: the waiting rows only, by webhook and id.
  await db.schema
    .createIndex("discord_outbox_waiting_idx")
    .on("discord_outbox")
    .columns(["webhook_id", "id"])
    .where(sql.ref("delivered_at"), "is", null)
    .where(sql.ref("given_up_at"), "is", null)
    .execute();
  // The console's recent failures, and the sweep of old rows.
  await db.schema
    .createIndex("discord_outbox_given_up_idx")
    .on("discord_outbox")
    .column("given_up_at")
    .where(sql.ref("given_up_at"), "is not", null)
    .execute();
  await db.schema
    .createIndex("discord_outbox_delivered_idx")
    .on("discord_outbox")
    .column("delivered_at")
    .where(sql.ref("delivered_at"), "is not", null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("discord_outbox").execute();
  await db.schema.dropTable("discord_webhooks").execute();
}
