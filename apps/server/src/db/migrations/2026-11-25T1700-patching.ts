import { sql } from "kysely";
import { type AnyDb, flag, withId } from "./helpers";

// Server patching (issue 15): targets (the game servers' channels), the patches published to them
// (their files live in DATA_DIR/patches under random names), and the record of every patch the API
// served, with running totals per key so /api/downloads/ never sums the whole record.

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("patch_targets"))
    .addColumn("name", "text", (col) => col.notNull())
    // Lower-cased name: "Survival" and "survival" are one target (docs/decisions/002).
    .addColumn("name_key", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("patches"))
    .addColumn("target_id", "integer", (col) => col.notNull().references("patch_targets.id").onDelete("cascade"))
    .addColumn("version", "text", (col) => col.notNull())
    .addColumn("version_key", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    // bigint: files may pass 2 GB when PATCH_MAX_MB allows it.
    .addColumn("size", "bigint", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("notes", "text", (col) => col.notNull())
    // The file's name in DATA_DIR/patches: random, never from user input.
    .addColumn("storage_name", "text", (col) => col.notNull().unique())
    .addColumn("published_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("published_by", "text", (col) => col.notNull())
    .addColumn("published_at", "text", (col) => col.notNull())
    .addColumn("is_current", "integer", flag(0))
    // Completed downloads through the API, counted with each one's record.
    .addColumn("download_count", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("patches_version_idx")
    .on("patches")
    .columns(["target_id", "version_key"])
    .unique()
    .execute();
  // A target's list, newest first.
  await db.schema.createIndex("patches_target_idx").on("patches").columns(["target_id", "id"]).execute();
  // At most one current patch per target, kept by the database too.
  await db.schema
    .createIndex("patches_one_current_idx")
    .on("patches")
    .column("target_id")
    .unique()
    .where(sql.ref("is_current"), "=", 1)
    .execute();

  // Append-only: every patch file the API served, completed or aborted. Names are copied, so an
  // entry still reads right after its patch is deleted or its key revoked.
  await withId(db, db.schema.createTable("patch_downloads"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("key_id", "integer", (col) => col.references("api_keys.id").onDelete("set null"))
    .addColumn("key_name", "text", (col) => col.notNull())
    .addColumn("target_id", "integer", (col) => col.notNull().references("patch_targets.id").onDelete("cascade"))
    .addColumn("patch_id", "integer", (col) => col.references("patches.id").onDelete("set null"))
    .addColumn("version", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("client_ip", "text", (col) => col.notNull())
    .addColumn("bytes", "bigint", (col) => col.notNull())
    .addColumn("expected_bytes", "bigint", (col) => col.notNull())
    .addColumn("range", "text")
    .addColumn("completed", "integer", flag(0))
    .execute();
  // Newest first, alone or filtered by key or target (the id orders them as they were written).
  await db.schema.createIndex("patch_downloads_key_idx").on("patch_downloads").columns(["key_id", "id"]).execute();
  await db.schema
    .createIndex("patch_downloads_target_idx")
    .on("patch_downloads")
    .columns(["target_id", "id"])
    .execute();
  await db.schema.createIndex("patch_downloads_patch_idx").on("patch_downloads").column("patch_id").execute();

  // One row per key that ever downloaded, updated with each download's record.
  await db.schema
    .createTable("patch_download_totals")
    .addColumn("key_id", "integer", (col) => col.primaryKey().references("api_keys.id").onDelete("cascade"))
    .addColumn("downloads", "integer", (col) => col.notNull())
    .addColumn("completed", "integer", (col) => col.notNull())
    .addColumn("bytes", "bigint", (col) => col.notNull())
    .addColumn("last_download_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("patch_download_totals").execute();
  await db.schema.dropTable("patch_downloads").execute();
  await db.schema.dropTable("patches").execute();
  await db.schema.dropTable("patch_targets").execute();
}
