import type { Db } from "../../db/database";

/** The settings row holding the site's own settings (issue 30), as one JSON object. */
const SITE_SETTINGS_KEY = "site_settings";

/** The stored object, or undefined while the owner has never saved (the environment's values apply). */
export async function storedSiteSettings(db: Db): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SITE_SETTINGS_KEY).executeTakeFirst();
  if (!row) return undefined;
  const parsed: unknown = JSON.parse(row.value);
  return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : undefined;
}

export async function saveSiteSettings(db: Db, settings: object) {
  const value = JSON.stringify(settings);
  await db
    .insertInto("settings")
    .values({ key: SITE_SETTINGS_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
