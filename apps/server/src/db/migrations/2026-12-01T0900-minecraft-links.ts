import { type AnyDb, flag } from "./helpers";

// Issue 32, Minecraft account linking: a site account proves which Minecraft account is its own by
// joining the link server (the session server confirms the player) and typing the code it was shown.
//  - minecraft_links: one row per linked account; an account links one Minecraft account and a
//    Minecraft account links to one account (both unique).
//  - minecraft_link_codes: the code a join was shown, hashed, until it is typed or expires; one per
//    Minecraft account (a new join replaces it).
//  - appeals.submitted_by_verified: whether the submitter's linked account was the punished player
//    when the appeal was made (what staff see on the appeal).

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("minecraft_links")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    // Dashed and lower-case, as the session server's answer is written out.
    .addColumn("uuid", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("linked_at", "text", (col) => col.notNull())
    .addColumn("name_updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("minecraft_link_codes")
    .addColumn("uuid", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    // SHA-256 of the code (8 characters, without the dash): found by it when typed.
    .addColumn("code_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("minecraft_link_codes_expires_idx")
    .on("minecraft_link_codes")
    .column("expires_at")
    .execute();

  await db.schema.alterTable("appeals").addColumn("submitted_by_verified", "integer", flag(0)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("appeals").dropColumn("submitted_by_verified").execute();
  await db.schema.dropTable("minecraft_link_codes").execute();
  await db.schema.dropTable("minecraft_links").execute();
}
