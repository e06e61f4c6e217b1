import type { Db } from "../../db/database";
import { readSettingsRow, writeSettingsRow } from "../../db/settings-rows";

/** The settings row holding the home page's text and blocks (issue 30), as one JSON object. */
const SITE_HOME_KEY = "site_home";

/** The stored object, or undefined while the owner never saved (today's home page applies). */
export const storedHome = (db: Db): Promise<unknown> => readSettingsRow(db, SITE_HOME_KEY);

export const saveHome = (db: Db, home: object) => writeSettingsRow(db, SITE_HOME_KEY, home);
