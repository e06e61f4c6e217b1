import type { SiteModule, SiteSettings } from "@bastion/shared";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { createSettingsCopy, type SettingsCopy } from "../../lib/settings-copy";
import { readSiteSettings } from "./site-settings.service";

export interface SiteSettingsCache extends SettingsCopy<SiteSettings> {
  isOn(module: SiteModule): Promise<boolean>;
}

/** The site's settings for one instance, at most 2 s old (lib/settings-copy.ts). */
export function createSiteSettingsCache(db: Db, config: Config): SiteSettingsCache {
  const copy = createSettingsCopy(() => readSiteSettings(db, config));
  return { ...copy, isOn: async (module) => (await copy.get()).modules[module] };
}
