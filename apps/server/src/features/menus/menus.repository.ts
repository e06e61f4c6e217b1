import type { Db } from "../../db/database";
import { readSettingsRow, writeSettingsRow } from "../../db/settings-rows";

/** The settings row holding the navbar's and footer's menus (issue 30), as one JSON object. */
const SITE_MENUS_KEY = "site_menus";

/** The stored value, or undefined while the owner has never saved (today's menus apply). */
export const storedSiteMenus = (db: Db): Promise<unknown> => readSettingsRow(db, SITE_MENUS_KEY);

export const saveSiteMenus = (db: Db, menus: object) => writeSettingsRow(db, SITE_MENUS_KEY, menus);
