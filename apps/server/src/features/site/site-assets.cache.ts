import { SERVER_PATHS, type SiteAssets } from "@bastion/shared";
import type { Db } from "../../db/database";
import { createSettingsCopy, type SettingsCopy } from "../../lib/settings-copy";
import type { HeadIcons } from "../../plugins/spa-head";
import { assetsView, readStoredAssets } from "./site-assets.service";

/** The logo and icons for one instance, at most 2 s old (lib/settings-copy.ts), as the site links them. */
export function createSiteAssetsCopy(db: Db): SettingsCopy<SiteAssets> {
  return createSettingsCopy(async () => assetsView(await readStoredAssets(db)));
}

/** What the page shell's head links: the current hashed icons (none: the built default) and the manifest. */
export function headIcons(assets: SiteAssets): HeadIcons {
  return {
    icon16: assets.icons?.icon_16,
    icon32: assets.icons?.icon_32,
    appleTouch: assets.icons?.apple_touch,
    manifest: SERVER_PATHS.manifest,
  };
}
