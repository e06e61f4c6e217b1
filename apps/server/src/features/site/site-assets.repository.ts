import type { Db } from "../../db/database";

/** The settings row naming the site's current logo and favicon (issue 30), as one JSON object. */
const SITE_LOGO_KEY = "site_logo";

/** The stored object, or undefined while the owner never uploaded anything (the default icon). */
export async function storedSiteAssets(db: Db): Promise<unknown> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SITE_LOGO_KEY).executeTakeFirst();
  return row ? JSON.parse(row.value) : undefined;
}

export async function saveSiteAssets(db: Db, assets: object) {
  const value = JSON.stringify(assets);
  await db
    .insertInto("settings")
    .values({ key: SITE_LOGO_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
