import type { AnyDb } from "./helpers";

// Issue 30, the look: an account remembers its theme (light, dark or system; null for the site's
// default), so a member who picked one finds it on another browser once signed in.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").addColumn("theme", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").dropColumn("theme").execute();
}
