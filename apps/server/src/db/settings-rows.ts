import type { Db } from "./database";

// The `settings` table holds one JSON value per key: the site's settings, look, logo, home page and
// menus (issue 30), the second-factor policy (issue 29). Each concern names its key in its own
// repository; reading and writing a row is done here, once.

/** The value stored under `key`, parsed; undefined while nothing was saved there (or it is not JSON). */
export async function readSettingsRow(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value);
  } catch {
    // A hand-edited row that is no longer JSON: the concern's defaults apply rather than a 500 on every page.
    return undefined;
  }
}

/** Stores `value` under `key` as JSON, in place of what was there. */
export async function writeSettingsRow(db: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto("settings")
    .values({ key, value: json })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json }))
    .execute();
}

/** A stored object (not an array, nor a scalar), or undefined. */
export const asStoredObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
