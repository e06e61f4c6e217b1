import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { SITE_ASSETS_PREFIX, SITE_ICON_SIZES, type SiteIconSize } from "@bastion/shared";
import { mediaRoot } from "../../lib/media";

// The logo and its icons live in <data dir>/media/site-assets/ under names made of their content's hash:
// never a name from a request. A name is written once and never changes, so it is served with
// immutable caching, and an instance whose copy of the settings is a second old links the file it
// knew, never another one under that name.

/**
 * The folder the logo and icons are kept in: among the uploaded media, so every instance shares it
 * and the backups (FILE_FOLDERS) carry it with the database row that names its files.
 */
export const siteAssetsDir = (dataDir: string) => resolve(mediaRoot(dataDir), "site-assets");

export const logoName = (hash: string) => `logo-${hash}.webp`;
export const iconName = (hash: string, size: SiteIconSize) => `icon-${hash}-${size}.png`;
export const assetUrl = (name: string) => `${SITE_ASSETS_PREFIX}${name}`;

/** Every name the folder may hold: a request for anything else is a 404 without touching the disk. */
const ASSET_NAME = new RegExp(
  `^(?:logo-[0-9a-f]{24}\\.webp|icon-[0-9a-f]{24}-(?:${SITE_ICON_SIZES.join("|")})\\.png)$`,
);

export const isAssetName = (name: string) => ASSET_NAME.test(name);

/** Writes files by name, each whole or not at all (a temporary name, then a rename). */
export async function writeAssets(dataDir: string, files: ReadonlyMap<string, Buffer>): Promise<void> {
  const dir = siteAssetsDir(dataDir);
  await mkdir(dir, { recursive: true });
  for (const [name, data] of files) {
    const temp = join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
    await writeFile(temp, data, { flush: true });
    await rename(temp, join(dir, name));
  }
}

export async function removeAssets(dataDir: string, names: Iterable<string>): Promise<void> {
  const dir = siteAssetsDir(dataDir);
  await Promise.all([...names].filter(isAssetName).map((name) => rm(join(dir, name), { force: true })));
}

/** The file's bytes, or undefined for a name that is not an asset's or a file that is gone. */
export async function readAsset(dataDir: string, name: string): Promise<Buffer | undefined> {
  if (!isAssetName(name)) return undefined;
  try {
    return await readFile(join(siteAssetsDir(dataDir), name));
  } catch {
    return undefined;
  }
}
