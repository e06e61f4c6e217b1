import { SITE_ICON_SIZES, type SiteAssets, type SiteIconSize, type SiteIcons } from "@bastion/shared";
import { z } from "zod";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { assetUrl, iconName, logoName, removeAssets, writeAssets } from "./site-assets.files";
import { iconImages, logoImages } from "./site-assets.images";
import * as repo from "./site-assets.repository";

const hash = z.string().regex(/^[0-9a-f]{24}$/);

/** The `site_logo` row: the hashes naming the files, and what the console and the audit log show. */
const storedSchema = z.object({
  logo: z.object({ hash, width: z.number().int(), height: z.number().int(), bytes: z.number().int() }).nullable(),
  favicon: z.object({ hash, bytes: z.number().int() }).nullable(),
});
export type StoredSiteAssets = z.infer<typeof storedSchema>;

const NONE: StoredSiteAssets = { logo: null, favicon: null };

/** What is stored; nothing (the default icon) before any upload, or for a row the schema refuses. */
export async function readStoredAssets(db: Db): Promise<StoredSiteAssets> {
  const parsed = storedSchema.safeParse(await repo.storedSiteAssets(db));
  return parsed.success ? parsed.data : NONE;
}

/** The icons come from the uploaded favicon, else from the logo: whose hash names them. */
const iconsHash = (stored: StoredSiteAssets) => stored.favicon?.hash ?? stored.logo?.hash;

/** Every file a stored value needs. */
function namesOf(stored: StoredSiteAssets): Set<string> {
  const names = new Set<string>();
  if (stored.logo) names.add(logoName(stored.logo.hash));
  const icons = iconsHash(stored);
  if (icons) for (const size of SITE_ICON_SIZES) names.add(iconName(icons, size));
  return names;
}

/** The addresses the site links: hashed, so each is cached for good. */
export function assetsView(stored: StoredSiteAssets): SiteAssets {
  const icons = iconsHash(stored);
  const icon = (size: SiteIconSize) => assetUrl(iconName(icons ?? "", size));
  const iconUrls: SiteIcons | null = icons
    ? {
        icon_16: icon(16),
        icon_32: icon(32),
        apple_touch: icon(180),
        icon_192: icon(192),
        icon_512: icon(512),
      }
    : null;
  return {
    logo: stored.logo
      ? { url: assetUrl(logoName(stored.logo.hash)), width: stored.logo.width, height: stored.logo.height }
      : null,
    favicon: stored.favicon ? { url: icon(180) } : null,
    icons: iconUrls,
  };
}

type Kind = "logo" | "favicon";

/** Stores the new value with its audit line, then removes the files nothing names any more. */
async function replace(db: Db, dataDir: string, kind: Kind, next: StoredSiteAssets, actor: AuditActor) {
  const before = await readStoredAssets(db);
  if (JSON.stringify(before[kind]) === JSON.stringify(next[kind])) return false;
  await db.transaction().execute(async (trx) => {
    await repo.saveSiteAssets(trx, next);
    await recordAudit(trx, {
      actor,
      action: kind === "logo" ? "site.logo" : "site.favicon",
      target: { type: "setting", id: "site_logo", label: kind === "logo" ? "Site logo" : "Site favicon" },
      before: { [kind]: before[kind] },
      after: { [kind]: next[kind] },
    });
  });
  const kept = namesOf(next);
  await removeAssets(
    dataDir,
    [...namesOf(before)].filter((name) => !kept.has(name)),
  );
  return true;
}

/** Re-encodes an uploaded logo, writes it and its icons, and makes it the site's. */
export async function uploadLogo(db: Db, dataDir: string, input: Buffer, field: string, actor: AuditActor) {
  const made = await logoImages(input, field);
  const files = new Map<string, Buffer>([[logoName(made.hash), made.logo.data]]);
  for (const [size, data] of made.icons) files.set(iconName(made.hash, size), data);
  await writeAssets(dataDir, files);
  const current = await readStoredAssets(db);
  const logo = { hash: made.hash, width: made.logo.width, height: made.logo.height, bytes: made.logo.data.length };
  return replace(db, dataDir, "logo", { ...current, logo }, actor);
}

/** Re-encodes an uploaded favicon into the icons, which then no longer come from the logo. */
export async function uploadFavicon(db: Db, dataDir: string, input: Buffer, field: string, actor: AuditActor) {
  const made = await iconImages(input, field);
  const files = new Map<string, Buffer>();
  for (const [size, data] of made.icons) files.set(iconName(made.hash, size), data);
  await writeAssets(dataDir, files);
  const current = await readStoredAssets(db);
  const bytes = made.icons.get(512)?.length ?? 0;
  return replace(db, dataDir, "favicon", { ...current, favicon: { hash: made.hash, bytes } }, actor);
}

/** Back to the default (the logo), or to icons made from the logo (the favicon). */
export async function removeUpload(db: Db, dataDir: string, kind: Kind, actor: AuditActor) {
  const current = await readStoredAssets(db);
  return replace(db, dataDir, kind, { ...current, [kind]: null }, actor);
}
