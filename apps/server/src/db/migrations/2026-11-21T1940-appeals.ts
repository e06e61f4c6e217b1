import { sql } from "kysely";
import { type AnyDb, flag, withId } from "./helpers";

// Appeals against punishments, their discussion, and administrators' opt-in to hear of new ones.

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("appeals"))
    .addColumn("punishment_id", "integer", (col) => col.notNull().references("punishments.id").onDelete("cascade"))
    .addColumn("submitted_by_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("appeal_message", "text", (col) => col.notNull())
    // Pending, Approved or Denied.
    .addColumn("status", "text", (col) => col.notNull().defaultTo("Pending"))
    .addColumn("is_open", "integer", flag(1))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("last_updated_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  // A user's own lists (current or closed), most recently updated first.
  await db.schema
    .createIndex("appeals_submitter_idx")
    .on("appeals")
    .columns(["submitted_by_id", "is_open", "updated_at", "id"])
    .execute();
  // The administrators' lists.
  await db.schema
    .createIndex("appeals_open_updated_idx")
    .on("appeals")
    .columns(["is_open", "updated_at", "id"])
    .execute();
  // One open appeal per punishment, enforced by the database too (partial indexes work on both).
  await db.schema
    .createIndex("appeals_one_open_idx")
    .on("appeals")
    .column("punishment_id")
    .unique()
    .where(sql.ref("is_open"), "=", 1)
    .execute();
  await db.schema.createIndex("appeals_punishment_idx").on("appeals").column("punishment_id").execute();

  await withId(db, db.schema.createTable("appeal_comments"))
    .addColumn("appeal_id", "integer", (col) => col.notNull().references("appeals.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("comment", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("appeal_comments_appeal_idx")
    .on("appeal_comments")
    .columns(["appeal_id", "created_at", "id"])
    .execute();
  await db.schema.createIndex("appeal_comments_author_idx").on("appeal_comments").column("author_id").execute();

  // Administrators who asked for an e-mail on each new appeal: a row means yes. Its own table
  // rather than a users column, so the appeals feature owns the flag and its type.
  await db.schema
    .createTable("appeal_alert_subscribers")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["appeal_alert_subscribers", "appeal_comments", "appeals"]) {
    await db.schema.dropTable(table).execute();
  }
}
