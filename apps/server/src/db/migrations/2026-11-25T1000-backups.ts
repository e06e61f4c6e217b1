import { type AnyDb, withId } from "./helpers";

// Backups taken (by `manage backup` or on the server's schedule), so every instance and the owner
// console know the last one; and leases, so that of several instances one takes a scheduled backup.

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("backups"))
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("directory", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("size_bytes", "bigint", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("dialect", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("backups_created_idx").on("backups").column("created_at").execute();

  await db.schema
    .createTable("maintenance_leases")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("holder", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("maintenance_leases").execute();
  await db.schema.dropTable("backups").execute();
}
