import { LIMITS, type Locale, msg, SERVER_PATHS } from "@bastion/shared";
import type { Db } from "../../db/database";
import { escapeXml } from "../../lib/escape";
import { translateSource } from "../../lib/i18n/translate";
import { sharedAnswer } from "../../lib/shared-answers";
import { latestAnnouncements } from "./announcements.repository";
import { sharedKeys } from "./announcements.shared";

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * RSS 2.0 of the newest announcements: title, link, date and introduction of each. A feed reader
 * has no language of its own to ask for: the feed's words are in the site's default language.
 */
export async function announcementsFeed(
  db: Db,
  site: { name: string; publicUrl: string; locale: Locale },
): Promise<string> {
  const words = (source: string) => escapeXml(translateSource(source, { site: site.name }, site.locale));
  // The same for every reader: one read shared for a moment (lib/shared-answers.ts).
  const count = LIMITS.announcementFeedItems;
  const items = await sharedAnswer(db, sharedKeys.feed(count), () => latestAnnouncements(db, count));
  const listUrl = `${site.publicUrl}/announcements/`;
  const lastBuild = items.reduce((latest, item) => (item.updated_at > latest ? item.updated_at : latest), "");
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${words(msg("{site} announcements"))}</title>`,
    `<link>${escapeXml(listUrl)}</link>`,
    `<description>${words(msg("News from {site}"))}</description>`,
    `<language>${site.locale.toLowerCase()}</language>`,
    `<atom:link href="${escapeXml(`${site.publicUrl}${SERVER_PATHS.announcementsFeed}`)}" rel="self" type="application/rss+xml" />`,
    ...(lastBuild ? [`<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
  ];
  for (const item of items) {
    const link = escapeXml(`${site.publicUrl}/announcements/${item.id}/`);
    lines.push(
      "<item>",
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${rfc822(item.created_at)}</pubDate>`,
      `<description>${escapeXml(item.introduction)}</description>`,
      "</item>",
    );
  }
  lines.push("</channel>", "</rss>");
  return `${lines.join("\n")}\n`;
}
