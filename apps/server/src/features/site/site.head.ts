import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { msgWith } from "../../lib/i18n/translate";
import type { PageHead } from "../../plugins/spa-head";
import { preview } from "../announcements/announcements.service";
import { publicPreview } from "../pages/pages.service";

// An id as the web app reads it from the path (at most what an integer column holds).
const ANNOUNCEMENT_PAGE = /^\/announcements\/([1-9]\d{0,9})\/?$/;
const MAX_ID = 2_147_483_647;
const CUSTOM_PAGE = /^\/p\/([a-z0-9-]{1,60})\/?$/;

/** A custom page anyone may read gets its title; a draft or restricted one keeps the defaults (no leak). */
async function customPageHead(db: Db, config: Config, site: string, slug: string): Promise<PageHead | undefined> {
  const page = await publicPreview(db, slug);
  if (!page) return undefined;
  return {
    title: `${page.title} · ${site}`,
    description: msgWith("{title}, on {site}.", { title: page.title, site }),
    type: "article",
    url: `${config.publicUrl}/p/${page.slug}/`,
    publishedTime: page.created_at,
    modifiedTime: page.updated_at,
  };
}

/**
 * The head of the pages a link preview should describe: an announcement gets its title,
 * introduction and picture (Open Graph and Twitter cards), so a link pasted into Discord shows them;
 * a custom page anyone may read, its title. Every other page keeps the site's defaults.
 */
export function pageHeadResolver(db: Db, config: Config, siteName: () => Promise<string>) {
  return async (path: string): Promise<PageHead | undefined> => {
    const custom = CUSTOM_PAGE.exec(path)?.[1];
    if (custom) return customPageHead(db, config, await siteName(), custom);
    const match = ANNOUNCEMENT_PAGE.exec(path);
    const id = Number(match?.[1]);
    if (!match || id > MAX_ID) return undefined;
    const announcement = await preview(db, id);
    if (!announcement) return undefined;
    return {
      title: `${announcement.title} · ${await siteName()}`,
      description: announcement.introduction,
      type: "article",
      url: `${config.publicUrl}/announcements/${id}/`,
      image: announcement.img ? new URL(announcement.img, `${config.publicUrl}/`).href : undefined,
      publishedTime: announcement.created_at,
      modifiedTime: announcement.updated_at,
    };
  };
}
