import type { Generated, Insertable, Selectable } from "kysely";

export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  introduction: string;
  /** Sanitised at write time (lib/sanitize.ts). */
  content_html: string;
  /** The card picture: a /media/announcements/ URL, or null for the default picture. */
  img: string | null;
  /** Null once the author's account is gone. */
  author_id: number | null;
  created_at: string;
  updated_at: string;
  updated_by_id: number | null;
}

export interface AnnouncementCommentsTable {
  id: Generated<number>;
  announcement_id: number;
  author_id: number;
  /** Plain text, shown as text. */
  comment: string;
  created_at: string;
}

export interface AnnouncementsTables {
  announcements: AnnouncementsTable;
  announcement_comments: AnnouncementCommentsTable;
}

export type AnnouncementRow = Selectable<AnnouncementsTable>;
export type NewAnnouncement = Insertable<AnnouncementsTable>;
export type NewAnnouncementComment = Insertable<AnnouncementCommentsTable>;
