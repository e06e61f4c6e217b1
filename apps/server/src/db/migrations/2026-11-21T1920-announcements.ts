import { type AnyDb, withId } from "./helpers";

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("announcements"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("introduction", "text", (col) => col.notNull())
    // Sanitised when written: what is stored is what is served.
    .addColumn("content_html", "text", (col) => col.notNull())
    .addColumn("img", "text")
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  // The list and the feed: newest first.
  await db.schema.createIndex("announcements_created_idx").on("announcements").columns(["created_at", "id"]).execute();

  await withId(db, db.schema.createTable("announcement_comments"))
    .addColumn("announcement_id", "integer", (col) => col.notNull().references("announcements.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("comment", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  // An announcement's comments, newest first, in steps (keyset on created_at, id).
  await db.schema
    .createIndex("announcement_comments_announcement_idx")
    .on("announcement_comments")
    .columns(["announcement_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("announcement_comments_author_idx")
    .on("announcement_comments")
    .column("author_id")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("announcement_comments").execute();
  await db.schema.dropTable("announcements").execute();
}
