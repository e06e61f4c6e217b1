import type { SiteModule, SiteSettings } from "@bastion/shared";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { createRowCache, type RowCache, SETTINGS_MAX_AGE_MS } from "./row-cache";
import { readSiteSettings } from "./site-settings.service";

/** How old this instance's copy of the settings may be: another instance's change shows within it. */
export const SITE_SETTINGS_MAX_AGE_MS = SETTINGS_MAX_AGE_MS;

export interface SiteSettingsCache extends RowCache<SiteSettings> {
  isOn(module: SiteModule): Promise<boolean>;
}

/** The site's settings for one instance, read at most every 2 s (row-cache.ts). */
export function createSiteSettingsCache(db: Db, config: Config): SiteSettingsCache {
  const cache = createRowCache(() => readSiteSettings(db, config));
  return { ...cache, isOn: async (module) => (await cache.get()).modules[module] };
}
