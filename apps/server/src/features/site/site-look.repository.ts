import type { Db } from "../../db/database";

/** The settings row holding the site's look (issue 30): colours and default theme, one JSON object. */
const SITE_LOOK_KEY = "site_look";

/** The stored object, or undefined while the owner has never saved (today's look applies). */
export async function storedLook(db: Db): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SITE_LOOK_KEY).executeTakeFirst();
  if (!row) return undefined;
  const parsed: unknown = JSON.parse(row.value);
  return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : undefined;
}

export async function saveLook(db: Db, look: object) {
  const value = JSON.stringify(look);
  await db
    .insertInto("settings")
    .values({ key: SITE_LOOK_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
