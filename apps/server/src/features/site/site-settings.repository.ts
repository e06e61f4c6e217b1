import type { Db } from "../../db/database";
import { asStoredObject, readSettingsRow, writeSettingsRow } from "../../db/settings-rows";

/** The settings row holding the site's own settings (issue 30), as one JSON object. */
const SITE_SETTINGS_KEY = "site_settings";

/** The stored object, or undefined while the owner has never saved (the environment's values apply). */
export const storedSiteSettings = async (db: Db) => asStoredObject(await readSettingsRow(db, SITE_SETTINGS_KEY));

export const saveSiteSettings = (db: Db, settings: object) => writeSettingsRow(db, SITE_SETTINGS_KEY, settings);
