import type { Db } from "../../db/database";

/** The settings row holding the navbar's and footer's menus (issue 30), as one JSON object. */
const SITE_MENUS_KEY = "site_menus";

/** The stored value, or undefined while the owner has never saved (today's menus apply). */
export async function storedSiteMenus(db: Db): Promise<unknown> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SITE_MENUS_KEY).executeTakeFirst();
  return row ? JSON.parse(row.value) : undefined;
}

export async function saveSiteMenus(db: Db, menus: object) {
  const value = JSON.stringify(menus);
  await db
    .insertInto("settings")
    .values({ key: SITE_MENUS_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
