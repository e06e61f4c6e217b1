import type { AnyDb } from "./helpers";

// An import killed part-way stays visible and can be taken back (docs/decisions/014): each punishment
// an import adds carries the import's id, so `import-punishments --discard-unfinished` removes exactly
// those rows, those without a source id included (their external_id is null). Imports record when
// their last slice was saved and when they were discarded. An import started before this migration
// marked none of its rows: marks_rows tells the two apart.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("punishments").addColumn("import_id", "integer").execute();
  // Only imported rows are in it; the discard finds them without reading the table.
  await db.schema
    .createIndex("punishments_import_idx")
    .on("punishments")
    .column("import_id")
    .where("import_id", "is not", null)
    .execute();
  await db.schema.alterTable("punishment_imports").addColumn("progress_at", "text").execute();
  await db.schema.alterTable("punishment_imports").addColumn("discarded_at", "text").execute();
  await db.schema
    .alterTable("punishment_imports")
    .addColumn("marks_rows", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("punishments_import_idx").execute();
  await db.schema.alterTable("punishments").dropColumn("import_id").execute();
  for (const column of ["progress_at", "discarded_at", "marks_rows"]) {
    await db.schema.alterTable("punishment_imports").dropColumn(column).execute();
  }
}
