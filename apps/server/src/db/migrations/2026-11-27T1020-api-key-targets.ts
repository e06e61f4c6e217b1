import type { AnyDb } from "./helpers";

// Issue 26.12: an API key with patches:read may be limited to some patch targets; a key with no
// rows here reads every target, as before. Targets cannot be deleted today; should that come, the
// foreign key refuses to delete a target a key is bound to (a binding that quietly vanished would
// widen the key to every target).

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("api_key_targets")
    .addColumn("key_id", "integer", (col) => col.notNull().references("api_keys.id").onDelete("cascade"))
    .addColumn("target_id", "integer", (col) => col.notNull().references("patch_targets.id"))
    .addPrimaryKeyConstraint("api_key_targets_pk", ["key_id", "target_id"])
    .execute();
  await db.schema.createIndex("api_key_targets_target_idx").on("api_key_targets").column("target_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("api_key_targets").execute();
}
