import {
  ANNOUNCEMENT_COVER_FIELD,
  type AnnouncementEditable,
  type AnnouncementForm,
  type AnnouncementList,
  type AnnouncementView,
  LIMITS,
  msg,
} from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { notFound, validation } from "../../lib/errors";
import { normaliseImage } from "../../lib/images";
import { deleteMedia, saveMedia } from "../../lib/media";
import { pageNumbersFor } from "../../lib/paging";
import { countPictureUpload } from "../../lib/posting-limits";
import { isBlankHtml, sanitizeRichHtml } from "../../lib/sanitize";
import { sharedAnswer } from "../../lib/shared-answers";
import { recordAudit } from "../audit/audit.service";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import { commentsPage } from "./announcement-comments.service";
import { canCreate, canDelete, canEdit } from "./announcements.access";
import * as repo from "./announcements.repository";
import { announcementsChanged, sharedKeys } from "./announcements.shared";

const PAGE_SIZE = LIMITS.announcementsPageSize;

/** One page of cards, newest first; pageNumbers runs 1..page count (at least one page). */
export async function listPage(db: Db, page: number, user: AuthUser | null): Promise<AnnouncementList> {
  const total = await repo.countAnnouncements(db);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const announcements = await repo.listAnnouncements(db, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return {
    announcements,
    pageNumbers: pageNumbersFor(pages),
    can_create: canCreate(user),
  };
}

/** A page of the list as a visitor who is not signed in sees it: one read shared for a moment. */
export const visitorListPage = (db: Db, page: number): Promise<AnnouncementList> =>
  sharedAnswer(db, sharedKeys.list(page), () => listPage(db, page, null));

/** An announcement with its first comments as a visitor who is not signed in sees it, shared the same way. */
export const visitorView = (db: Db, id: number): Promise<AnnouncementView> =>
  sharedAnswer(db, sharedKeys.view(id), () => view(db, id, null));

export async function view(db: Db, id: number, user: AuthUser | null): Promise<AnnouncementView> {
  const row = await repo.findAnnouncementDetail(db, id);
  if (!row) throw notFound(msg("Announcement not found."));
  const { content_html, ...rest } = row;
  const comments = await commentsPage(db, id, undefined, user);
  return {
    announcement: { ...rest, content: content_html },
    comments: comments.comments,
    comments_has_more: comments.has_more,
    can_edit: canEdit(user),
    can_delete: canDelete(user),
  };
}

export async function editable(db: Db, id: number): Promise<AnnouncementEditable> {
  const row = await repo.findAnnouncement(db, id);
  if (!row) throw notFound(msg("Announcement not found."));
  return { id: row.id, title: row.title, introduction: row.introduction, content: row.content_html, img: row.img };
}

/** Sanitises the content and refuses it when nothing visible is left. */
function cleanForm(form: AnnouncementForm) {
  const content_html = sanitizeRichHtml(form.content);
  if (isBlankHtml(content_html)) throw validation({ content: [msg("Content is required.")] });
  return { title: form.title, introduction: form.introduction, content_html };
}

/** How the audit log names an announcement. */
const announcementTarget = (announcement: { id: number; title: string }) => ({
  type: "announcement",
  id: announcement.id,
  label: `Announcement #${announcement.id}: ${announcement.title}`,
});

export async function create(db: Db, user: AuthUser, form: AnnouncementForm): Promise<number> {
  const clean = cleanForm(form);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const id = await repo.insertAnnouncement(trx, {
      ...clean,
      img: null,
      author_id: user.id,
      created_at: now,
      updated_at: now,
      updated_by_id: user.id,
    });
    const target = announcementTarget({ id, title: clean.title });
    await recordAudit(trx, { actor: user, action: "announcement.create", target, after: { title: clean.title } });
    await queueDiscordEvent(trx, {
      kind: "announcement_published",
      announcement_id: id,
      title: clean.title,
      introduction: clean.introduction,
    });
    return id;
  });
  announcementsChanged(db);
  return id;
}

export async function edit(db: Db, id: number, user: AuthUser, form: AnnouncementForm): Promise<void> {
  const clean = cleanForm(form);
  const before = await repo.findAnnouncement(db, id);
  if (!before) throw notFound(msg("Announcement not found."));
  await db.transaction().execute(async (trx) => {
    await repo.updateAnnouncement(trx, id, { ...clean, updated_at: nowIso(), updated_by_id: user.id });
    await recordAudit(trx, {
      actor: user,
      action: "announcement.edit",
      target: announcementTarget(before),
      before: { title: before.title, introduction: before.introduction },
      after: {
        title: clean.title,
        introduction: clean.introduction,
        content_changed: clean.content_html !== before.content_html,
      },
    });
  });
  announcementsChanged(db);
}

export async function remove(db: Db, dataDir: string, id: number, user: AuthUser): Promise<void> {
  const row = await repo.findAnnouncement(db, id);
  if (!row) throw notFound(msg("Announcement not found."));
  await db.transaction().execute(async (trx) => {
    if (!(await repo.deleteAnnouncement(trx, id))) throw notFound(msg("Announcement not found."));
    const before = { title: row.title, introduction: row.introduction, created_at: row.created_at };
    await recordAudit(trx, { actor: user, action: "announcement.delete", target: announcementTarget(row), before });
  });
  announcementsChanged(db);
  await deleteMedia(dataDir, row.img);
}

/** Replaces the card picture (or removes it when upload is null); the old file is deleted. */
export async function setCover(
  db: Db,
  dataDir: string,
  announcement: { id: number; title: string; img: string | null },
  user: AuthUser,
  upload: Buffer | null,
): Promise<string | null> {
  let img: string | null = null;
  if (upload) {
    await countPictureUpload(db, user);
    const picture = await normaliseImage(upload, {
      width: LIMITS.announcementCoverWidth,
      height: LIMITS.announcementCoverHeight,
      accept: ["jpeg", "png", "webp"],
      field: ANNOUNCEMENT_COVER_FIELD,
    });
    img = await saveMedia(dataDir, "announcements", picture.data, picture.extension);
  }
  try {
    await db.transaction().execute(async (trx) => {
      await repo.updateAnnouncement(trx, announcement.id, { img, updated_at: nowIso(), updated_by_id: user.id });
      await recordAudit(trx, {
        actor: user,
        action: "announcement.cover",
        target: announcementTarget(announcement),
        after: { picture: img ? "replaced" : "removed" },
      });
    });
  } catch (error) {
    await deleteMedia(dataDir, img);
    throw error;
  }
  announcementsChanged(db);
  await deleteMedia(dataDir, announcement.img);
  return img;
}

export const findAnnouncement = repo.findAnnouncement;

/** What a link preview of an announcement shows: title, introduction, picture and dates. */
export async function preview(db: Db, id: number) {
  const row = await repo.findAnnouncement(db, id);
  if (!row) return undefined;
  const { title, introduction, img, created_at, updated_at } = row;
  return { id, title, introduction, img, created_at, updated_at };
}

/** The announcements a sitemap lists: each one's id and last change, newest first. */
export const sitemapEntries = (db: Db, limit: number) => repo.announcementUpdates(db, limit);

export const countAnnouncements = repo.countAnnouncements;

/** What a person has written in announcements: deleting the account removes the comments, keeps the announcements. */
export const countAnnouncementContentBy = repo.countByUser;
