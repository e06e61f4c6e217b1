import type { Config } from "../../config";
import type { Db } from "../../db/database";
import type { PageLookup } from "../../plugins/spa-head";
import { preview } from "../announcements/announcements.service";
import { findPunishment } from "../punishments/punishments.service";

// The public pages that name one thing by its id, as React Router matches them (any case, the
// trailing slash optional). Pages behind a sign-in are left alone: their status must not tell a
// visitor whether a profile or an appeal exists.
const ANNOUNCEMENT_PAGE = /^\/announcements\/(\d+)\/?$/i;
const PUNISHMENT_PAGE = /^\/punished\/([^/]+)\/?$/i;
const MAX_ID = 2_147_483_647;
const MISSING = { missing: true } as const;

/** The segment as the web app reads it (decoded), or undefined when it cannot be. */
function segment(raw: string | undefined): string | undefined {
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * What a public page names: an announcement gets its title, introduction and picture (Open Graph
 * and Twitter cards), so a link pasted into Discord shows them; an announcement or a punishment that
 * is not there is "missing" (a 404 with the same page, which says so). Every other page keeps the
 * site's defaults.
 */
export function pageHeadResolver(db: Db, config: Config) {
  return async (path: string): Promise<PageLookup | undefined> => {
    const announcementId = ANNOUNCEMENT_PAGE.exec(path)?.[1];
    if (announcementId !== undefined) {
      const id = Number(announcementId);
      const announcement = id >= 1 && id <= MAX_ID ? await preview(db, id) : undefined;
      if (!announcement) return MISSING;
      return {
        head: {
          title: `${announcement.title} · ${config.SITE_NAME}`,
          description: announcement.introduction,
          type: "article",
          url: `${config.publicUrl}/announcements/${id}/`,
          image: announcement.img ? new URL(announcement.img, `${config.publicUrl}/`).href : undefined,
          publishedTime: announcement.created_at,
          modifiedTime: announcement.updated_at,
        },
      };
    }
    const punishmentId = segment(PUNISHMENT_PAGE.exec(path)?.[1]);
    if (punishmentId !== undefined) return (await findPunishment(db, punishmentId)) ? undefined : MISSING;
    return undefined;
  };
}
