import { type AnyDb, withId } from "./helpers";

// Imports of punishment files, saved in slices so that the site's other writers are never held up
// for the length of a big import (docs/decisions/008). A killed import is resumed by running the same
// file again: each slice commits together with how far the import has come.

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("punishment_imports"))
    // SHA-256 of the file's bytes: the same file run again resumes an unfinished import.
    .addColumn("file_sha256", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("rows_total", "integer", (col) => col.notNull())
    .addColumn("rows_applied", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("updated", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema
    .createIndex("punishment_imports_file_idx")
    .on("punishment_imports")
    .columns(["file_sha256", "finished_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("punishment_imports").execute();
}
