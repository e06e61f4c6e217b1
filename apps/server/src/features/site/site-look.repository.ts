import type { Db } from "../../db/database";
import { asStoredObject, readSettingsRow, writeSettingsRow } from "../../db/settings-rows";

/** The settings row holding the site's look (issue 30): colours and default theme, one JSON object. */
const SITE_LOOK_KEY = "site_look";

/** The stored object, or undefined while the owner has never saved (today's look applies). */
export const storedLook = async (db: Db) => asStoredObject(await readSettingsRow(db, SITE_LOOK_KEY));

export const saveLook = (db: Db, look: object) => writeSettingsRow(db, SITE_LOOK_KEY, look);
