import { z } from "zod";
import { msg } from "../i18n/messages";

/** The form fields the logo and the favicon are uploaded in. */
export const SITE_LOGO_FIELD = "logo";
export const SITE_FAVICON_FIELD = "favicon";

/** The largest logo or favicon file accepted (before it is re-encoded). */
export const SITE_LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** The logo is kept at most this many pixels a side (the navbar shows it 32 high). */
export const SITE_LOGO_MAX_SIDE = 512;

/** The square icons made from the logo or the favicon: tabs (16, 32), iOS (180), the manifest (192, 512). */
export const SITE_ICON_SIZES = [16, 32, 180, 192, 512] as const;
export type SiteIconSize = (typeof SITE_ICON_SIZES)[number];

/** The answer to an SVG upload: a drawing can carry scripts and links, and sharp would rasterise it blind. */
export const SVG_LOGO_REFUSED = msg("SVG logos are not accepted: upload a PNG, JPEG or WebP.");

export const siteLogoSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SiteLogo = z.infer<typeof siteLogoSchema>;

/** The icons' addresses: each one hashed, so it can be cached for good. */
export const siteIconsSchema = z.object({
  icon_16: z.string(),
  icon_32: z.string(),
  apple_touch: z.string(),
  icon_192: z.string(),
  icon_512: z.string(),
});
export type SiteIcons = z.infer<typeof siteIconsSchema>;

/** GET /admin/api/settings/logo/: the current logo and favicon; null for none (the default icon). */
export const siteAssetsSchema = z.object({
  logo: siteLogoSchema.nullable(),
  /** A separately uploaded favicon (its 180-pixel icon, for the preview); null: made from the logo. */
  favicon: z.object({ url: z.string() }).nullable(),
  /** The icons now served; null while neither a logo nor a favicon was uploaded. */
  icons: siteIconsSchema.nullable(),
});
export type SiteAssets = z.infer<typeof siteAssetsSchema>;

export const siteAssetsSavedSchema = z.object({ message: z.string(), assets: siteAssetsSchema });
export type SiteAssetsSaved = z.infer<typeof siteAssetsSavedSchema>;
