import type { AnyDb } from "./helpers";

// Issue 31, languages: an account remembers the language it reads the site in (a BCP 47 tag of a
// shipped language; null for none chosen), so its pages, API messages and e-mails follow it.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").addColumn("locale", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").dropColumn("locale").execute();
}
