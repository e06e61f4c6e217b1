import { type Look, type SiteAssets, type SiteSettings, THEME_SURFACES } from "@bastion/shared";

/**
 * The splash screen's and the bar's colour: the page colour of the site's default theme (a device
 * following its own setting gets the dark one, the theme the site had before it had a choice).
 */
const manifestColour = (look: Look) => THEME_SURFACES[look.default_theme === "light" ? "light" : "dark"].page;
/** The icon every site has before its owner uploads one (apps/web/public). */
export const DEFAULT_ICON = "/images/favicon.svg";
/** Home screens cut longer names; a cut one reads better than a clipped one. */
const SHORT_NAME_MAX = 12;

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const firstWord = name.split(/\s+/)[0] ?? "";
  return firstWord.length > 0 && firstWord.length <= SHORT_NAME_MAX ? firstWord : name.slice(0, SHORT_NAME_MAX).trim();
}

/** GET /manifest.webmanifest: what a phone shows when the site is added to its home screen. */
export function webManifest(settings: SiteSettings, assets: SiteAssets, look: Look) {
  const icons = assets.icons
    ? [
        { src: assets.icons.icon_192, sizes: "192x192", type: "image/png" },
        { src: assets.icons.icon_512, sizes: "512x512", type: "image/png" },
      ]
    : [{ src: DEFAULT_ICON, sizes: "any", type: "image/svg+xml" }];
  return {
    name: settings.site_name,
    short_name: shortName(settings.site_name),
    description: settings.description || `The community website of ${settings.site_name}.`,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: manifestColour(look),
    theme_color: manifestColour(look),
    icons,
  };
}
