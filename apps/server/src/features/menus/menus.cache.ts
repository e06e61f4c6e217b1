import type { SiteMenus } from "@bastion/shared";
import type { Db } from "../../db/database";
import { readSiteMenus } from "./menus.service";

/** How old this instance's copy may be: the site settings' 2 s (docs/decisions/028), for the same reasons. */
export const SITE_MENUS_MAX_AGE_MS = 2000;

export interface SiteMenusCache {
  /** The menus, read again from the database when this instance's copy is older than 2 s. */
  get(): Promise<SiteMenus>;
  /** Forgets the copy (after this instance saved): the next `get` reads the database. */
  forget(): void;
}

/**
 * The menus for one instance, as the site settings' copy (docs/decisions/028): one small row read
 * at most every SITE_MENUS_MAX_AGE_MS, concurrent callers sharing the read, nothing shared in memory.
 */
export function createSiteMenusCache(db: Db): SiteMenusCache {
  let copy: { menus: SiteMenus; readAt: number } | undefined;
  let reading: Promise<SiteMenus> | undefined;
  const read = () => {
    reading ??= readSiteMenus(db)
      .then((menus) => {
        copy = { menus, readAt: Date.now() };
        return menus;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  return {
    get: async () => (copy && Date.now() - copy.readAt < SITE_MENUS_MAX_AGE_MS ? copy.menus : read()),
    forget: () => {
      copy = undefined;
    },
  };
}
