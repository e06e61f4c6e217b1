import { API_PREFIXES, MEDIA_PREFIX, PRIVACY_PAGE_SLUG, SERVER_PATHS } from "@bastion/shared";
import type { Db } from "../../db/database";
import { escapeXml } from "../../lib/escape";
import { sitemapEntries } from "../announcements/announcements.service";
import { sitemapEntries as pageEntries } from "../pages/pages.service";

/** The sitemap protocol's limit of addresses in one file. */
const SITEMAP_MAX_URLS = 50_000;

/** The public pages that are always there; the announcements are added one by one. */
const PUBLIC_PAGES = ["/", "/punished/", "/announcements/", "/contact-us/", "/privacy-policy/"];

/**
 * Pages only a signed-in user sees, error pages, redirects and the API: nothing a search engine
 * should index. The sitemap names the rest.
 */
const PRIVATE_PREFIXES = [
  // The API, but not /media/: an announcement's picture is what its link preview shows.
  ...API_PREFIXES.filter((prefix) => prefix !== MEDIA_PREFIX),
  "/profile/",
  "/appeals/",
  "/mycolony2/",
  "/downloads/",
  "/admin/",
  "/patching/",
  "/setup/",
  "/setup/",
  "/error/",
  "/login/",
  "/register/",
  "/verify/",
  "/forgot-password/",
  "/leaving/",
  "/discord/",
  "/announcements/create/",
  "/announcements/edit/",
];

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${publicUrl}${SERVER_PATHS.sitemap}`,
    "",
  ].join("\n");
}

/**
 * The public pages, the custom pages anyone may read once published (the privacy policy's is
 * /privacy-policy/, already there), and every announcement (newest first, with its last change).
 */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const pages = (await pageEntries(db, SITEMAP_MAX_URLS - PUBLIC_PAGES.length)).filter(
    (page) => page.slug !== PRIVACY_PAGE_SLUG,
  );
  const announcements = await sitemapEntries(db, SITEMAP_MAX_URLS - PUBLIC_PAGES.length - pages.length);
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => url(path)),
    ...pages.map((page) => url(`/p/${page.slug}/`, page.updated_at)),
    ...announcements.map((announcement) => url(`/announcements/${announcement.id}/`, announcement.updated_at)),
    "</urlset>",
    "",
  ].join("\n");
}
