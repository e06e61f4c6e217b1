import type { AnyDb } from "./helpers";

// The LiteBans sync (issue 17): how far it has read each LiteBans table, its status, and the lease
// that lets one instance at a time run it. All of it lives in the database so that a restart resumes
// and several instances on one PostgreSQL agree on who syncs.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("litebans_cursors")
    // bans, mutes, warnings, kicks or history.
    .addColumn("source_table", "text", (col) => col.primaryKey())
    // The highest LiteBans id read: new rows are those after it.
    .addColumn("last_id", "bigint", (col) => col.notNull().defaultTo(0))
    // The newest removed_by_date seen (ISO-8601 UTC): lifts are looked for from there.
    .addColumn("removed_since", "text")
    .execute();
  await db
    .insertInto("litebans_cursors")
    .values(["bans", "mutes", "warnings", "kicks", "history"].map((source_table) => ({ source_table })))
    .execute();

  // One row (id 1): what the sync did last, for the CLI and the owner console.
  await db.schema
    .createTable("litebans_status")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("last_success_at", "text")
    .addColumn("last_error", "text")
    .addColumn("last_error_at", "text")
    // When the current run of failures began (null while the sync works).
    .addColumn("failing_since", "text")
    .addColumn("first_import_done_at", "text")
    // `litebans-sync --full` asks the lease holder for a full pass by setting this.
    .addColumn("full_requested_at", "text")
    .addColumn("full_done_at", "text")
    .addColumn("full_deleted", "integer")
    .execute();
  await db.insertInto("litebans_status").values({ id: 1 }).execute();

  // Who runs the sync: taken by a single conditional UPDATE (free or expired), renewed while working.
  await db.schema
    .createTable("litebans_lease")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("holder", "text")
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db
    .insertInto("litebans_lease")
    .values({ id: 1, holder: null, expires_at: "1970-01-01T00:00:00.000Z" })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["litebans_lease", "litebans_status", "litebans_cursors"]) {
    await db.schema.dropTable(table).execute();
  }
}
