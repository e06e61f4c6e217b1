import type { SiteModule, SiteSettings } from "@bastion/shared";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { readSiteSettings } from "./site-settings.service";

/** How old this instance's copy of the settings may be: another instance's change shows within it. */
export const SITE_SETTINGS_MAX_AGE_MS = 2000;

export interface SiteSettingsCache {
  /** The settings, read again from the database when this instance's copy is older than 2 s. */
  get(): Promise<SiteSettings>;
  isOn(module: SiteModule): Promise<boolean>;
  /** Forgets the copy (after this instance saved): the next `get` reads the database. */
  forget(): void;
}

/**
 * The site's settings for one instance. Nothing is shared in memory: each instance reads one small
 * row at most every SITE_SETTINGS_MAX_AGE_MS (concurrent callers share the read), so several
 * instances on one PostgreSQL database agree within that time without telling each other anything.
 */
export function createSiteSettingsCache(db: Db, config: Config): SiteSettingsCache {
  let copy: { settings: SiteSettings; readAt: number } | undefined;
  let reading: Promise<SiteSettings> | undefined;
  const read = () => {
    reading ??= readSiteSettings(db, config)
      .then((settings) => {
        copy = { settings, readAt: Date.now() };
        return settings;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const get = async () => {
    if (copy && Date.now() - copy.readAt < SITE_SETTINGS_MAX_AGE_MS) return copy.settings;
    return read();
  };
  return {
    get,
    isOn: async (module) => (await get()).modules[module],
    forget: () => {
      copy = undefined;
    },
  };
}
