import { LIMITS, SERVER_PATHS } from "@bastion/shared";
import type { Db } from "../../db/database";
import { escapeXml } from "../../lib/escape";
import { latestAnnouncements } from "./announcements.repository";

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** RSS 2.0 of the newest announcements: title, link, date and introduction of each. */
export async function announcementsFeed(db: Db, site: { name: string; publicUrl: string }): Promise<string> {
  const items = await latestAnnouncements(db, LIMITS.announcementFeedItems);
  const listUrl = `${site.publicUrl}/announcements/`;
  const lastBuild = items.reduce((latest, item) => (item.updated_at > latest ? item.updated_at : latest), "");
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(`${site.name} announcements`)}</title>`,
    `<link>${escapeXml(listUrl)}</link>`,
    `<description>${escapeXml(`News from ${site.name}`)}</description>`,
    "<language>en</language>",
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
