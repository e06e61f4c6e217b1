import type { Db } from "../../db/database";
import { readSettingsRow, writeSettingsRow } from "../../db/settings-rows";

/** The settings row naming the site's current logo and favicon (issue 30), as one JSON object. */
const SITE_LOGO_KEY = "site_logo";

/** The stored object, or undefined while the owner never uploaded anything (the default icon). */
export const storedSiteAssets = (db: Db): Promise<unknown> => readSettingsRow(db, SITE_LOGO_KEY);

export const saveSiteAssets = (db: Db, assets: object) => writeSettingsRow(db, SITE_LOGO_KEY, assets);
