import { type AnyDb, flag, withId } from "./helpers";

// My Colony 2 news networks (issue 12): at most 3 per account, each with a public feed.

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("news_networks"))
    // The feed's id: random, so its URL names neither the account nor the row (a unique index: one read).
    .addColumn("public_id", "text", (col) => col.notNull().unique())
    .addColumn("owner_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("network_name_on_website", "text", (col) => col.notNull())
    .addColumn("network_name", "text", (col) => col.notNull())
    .addColumn("network_name_short", "text", (col) => col.notNull())
    .addColumn("logo_background_colour", "text", (col) => col.notNull())
    .addColumn("logo_text_colour", "text", (col) => col.notNull())
    .addColumn("logo_stroke", "text", (col) => col.notNull())
    .addColumn("is_locked", "integer", flag(0))
    .addColumn("server_id", "text")
    // JSON text: a list of names, and an object of the eleven template lists. Always read and written
    // whole with their network, never searched, and the same type on both databases.
    .addColumn("allowed_usernames", "text", (col) => col.notNull())
    .addColumn("templates", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  // An account's networks in the order they were made, and the count the limit of 3 reads.
  await db.schema.createIndex("news_networks_owner_idx").on("news_networks").columns(["owner_id", "id"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("news_networks").execute();
}
