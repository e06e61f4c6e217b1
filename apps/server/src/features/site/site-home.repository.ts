import type { Db } from "../../db/database";

/** The settings row holding the home page's text and blocks (issue 30), as one JSON object. */
const SITE_HOME_KEY = "site_home";

/** The stored object, or undefined while the owner never saved (today's home page applies). */
export async function storedHome(db: Db): Promise<unknown> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SITE_HOME_KEY).executeTakeFirst();
  return row ? JSON.parse(row.value) : undefined;
}

export async function saveHome(db: Db, home: object) {
  const value = JSON.stringify(home);
  await db
    .insertInto("settings")
    .values({ key: SITE_HOME_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
