import { sql } from "kysely";
import type { AnyDb } from "./helpers";

// One open appeal per punishment per submitter, no longer per punishment: anyone could appeal any
// punishment, and the one-open rule then refused the punished player their own appeal. Administrators
// see the other open appeals of a punishment together and close duplicates in one action.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("appeals_one_open_idx").execute();
  await db.schema
    .createIndex("appeals_one_open_per_submitter_idx")
    .on("appeals")
    .columns(["punishment_id", "submitted_by_id"])
    .unique()
    .where(sql.ref("is_open"), "=", 1)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("appeals_one_open_per_submitter_idx").execute();
  await db.schema
    .createIndex("appeals_one_open_idx")
    .on("appeals")
    .column("punishment_id")
    .unique()
    .where(sql.ref("is_open"), "=", 1)
    .execute();
}
