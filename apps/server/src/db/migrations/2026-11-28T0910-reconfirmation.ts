import { sql } from "kysely";
import type { AnyDb } from "./helpers";

// Issue 29, re-confirmation: each session remembers when its owner last proved who they are (a
// password, a code). A dangerous action needs that to be recent. Sessions that exist already were
// proved when they signed in.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("confirmed_at", "text").execute();
  await db.updateTable("sessions").set({ confirmed_at: sql`created_at` }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("confirmed_at").execute();
}
