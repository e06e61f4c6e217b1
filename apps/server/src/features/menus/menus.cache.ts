import type { SiteMenus } from "@bastion/shared";
import type { Db } from "../../db/database";
import { createSettingsCopy, type SettingsCopy } from "../../lib/settings-copy";
import { readSiteMenus } from "./menus.service";

/** The menus for one instance, at most 2 s old, as every settings row (lib/settings-copy.ts, docs/decisions/028). */
export const createSiteMenusCache = (db: Db): SettingsCopy<SiteMenus> => createSettingsCopy(() => readSiteMenus(db));
