import { z } from "zod";
import { BOT_CHECK_FIELD, botCheckToken } from "../accounts/schemas";
import { msg } from "../i18n/messages";
import { LIMITS } from "../limits";
import { rankBadgeSchema } from "../ranks/schemas";
import { stripControlCharacters } from "../text";
import { writtenText } from "../text-schema";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const announcementIdParamsSchema = z.object({ id: idSchema });

/** GET /announcements/api/list/?page=n (1-based). */
export const announcementListQuerySchema = z.object({
  page: z.coerce
    .number()
    .int(msg("Page must be a whole number."))
    .min(1, msg("Page starts at 1."))
    .max(1_000_000)
    .default(1),
});

/** GET /announcements/api/comments/{id}/?before=<comment id>: the next comments older than that one. */
export const announcementCommentsQuerySchema = z.object({ before: idSchema.optional() });

export const announcementTitleSchema = writtenText({ error: msg("Title is required.") }).pipe(
  z
    .string()
    .min(1, msg("Title is required."))
    .max(LIMITS.announcementTitle, msg("Title must be at most {max} characters.", { max: LIMITS.announcementTitle })),
);

export const announcementIntroductionSchema = writtenText({
  multiline: true,
  error: msg("Introduction is required."),
}).pipe(
  z
    .string()
    .min(1, msg("Introduction is required."))
    .max(
      LIMITS.announcementIntroduction,
      msg("Introduction must be at most {max} characters.", { max: LIMITS.announcementIntroduction }),
    ),
);

/**
 * Raw HTML from the editor, control characters stripped; the server sanitises it and then checks
 * that something shows (text other than invisible characters, or a picture).
 */
export const announcementContentSchema = z
  .string({ error: msg("Content is required.") })
  .max(
    LIMITS.announcementContent,
    msg("Content must be at most {max} characters.", { max: LIMITS.announcementContent }),
  )
  .transform((value) => stripControlCharacters(value, { multiline: true }));

/** POST /announcements/api/create/ and POST /announcements/api/edit/{id}/ */
export const announcementFormSchema = z.object({
  title: announcementTitleSchema,
  introduction: announcementIntroductionSchema,
  content: announcementContentSchema,
  [BOT_CHECK_FIELD]: botCheckToken,
});
export type AnnouncementForm = z.infer<typeof announcementFormSchema>;

/** POST /announcements/api/comment/post/: plain text, never HTML. */
export const announcementCommentPostSchema = z.object({
  announcement_id: idSchema,
  comment: writtenText({ multiline: true, error: msg("Comment cannot be blank.") }).pipe(
    z
      .string()
      .min(1, msg("Comment cannot be blank."))
      .max(
        LIMITS.announcementComment,
        msg("Comment must be at most {max} characters.", { max: LIMITS.announcementComment }),
      ),
  ),
  [BOT_CHECK_FIELD]: botCheckToken,
});
export type AnnouncementCommentPost = z.infer<typeof announcementCommentPostSchema>;

/** Spec §3 Announcement list item. */
export const announcementListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  introduction: z.string(),
  img: z.string().nullable(),
  created_at: z.string(),
});
export type AnnouncementListItem = z.infer<typeof announcementListItemSchema>;

export const announcementListSchema = z.object({
  announcements: z.array(announcementListItemSchema),
  /** 1..page count, like the punishment list. */
  pageNumbers: z.array(z.number()),
  /** Whether the caller may create announcements (the server refuses the call otherwise). */
  can_create: z.boolean(),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** Spec §3 announcement comment; author is null when the account no longer exists. */
export const announcementCommentSchema = z.object({
  id: z.number(),
  author: z.string().nullable(),
  user_profile_img: z.string().nullable(),
  comment: z.string(),
  created_at: z.string(),
  /** The comment's author and the owner may delete it. */
  can_delete: z.boolean(),
  /** The author's highest rank with a colour or badge (issue 30). */
  rank_badge: rankBadgeSchema,
  /** The author's verified Minecraft name (issue 32); left out when their account is not linked. */
  minecraft_name: z.string().optional(),
});
export type AnnouncementComment = z.infer<typeof announcementCommentSchema>;

/** One step of comments, newest first; has_more says whether older ones remain. */
export const announcementCommentsPageSchema = z.object({
  comments: z.array(announcementCommentSchema),
  has_more: z.boolean(),
});
export type AnnouncementCommentsPage = z.infer<typeof announcementCommentsPageSchema>;

/** Spec §3 Announcement detail; content is HTML already sanitised by the server. */
export const announcementDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  introduction: z.string(),
  content: z.string(),
  img: z.string().nullable(),
  author: z.string().nullable(),
  user_profile_img: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  updated_by_profile_img: z.string().nullable(),
});
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

/**
 * GET /announcements/api/view/{id}/: the announcement, its newest comments (the spec's list) with
 * whether older ones remain, and what the caller may do.
 */
export const announcementViewSchema = z.object({
  announcement: announcementDetailSchema,
  comments: z.array(announcementCommentSchema),
  /** Older comments remain: GET /announcements/api/comments/{id}/?before={last id} gives the next step. */
  comments_has_more: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type AnnouncementView = z.infer<typeof announcementViewSchema>;

/** GET /announcements/api/edit/{id}/: what the edit form starts from. */
export const announcementEditableSchema = z.object({
  id: z.number(),
  title: z.string(),
  introduction: z.string(),
  content: z.string(),
  img: z.string().nullable(),
});
export type AnnouncementEditable = z.infer<typeof announcementEditableSchema>;

/** 201 of create, 200 of edit. */
export const announcementSavedSchema = z.object({ announcement_id: z.number() });
export type AnnouncementSaved = z.infer<typeof announcementSavedSchema>;

/** 201 of the comment post. */
export const announcementCommentPostedSchema = z.object({ comment: announcementCommentSchema });
export type AnnouncementCommentPosted = z.infer<typeof announcementCommentPostedSchema>;

/** POST/DELETE /announcements/api/image/{id}/: the card picture after the change. */
export const announcementCoverSchema = z.object({ img: z.string().nullable() });
export type AnnouncementCover = z.infer<typeof announcementCoverSchema>;

/**
 * POST /announcements/api/picture/ (multipart, field img): a picture for an announcement's text,
 * stored and served like the card picture; `url` goes into the content as an <img src>.
 */
export const announcementPictureSchema = z.object({ url: z.string() });
export type AnnouncementPicture = z.infer<typeof announcementPictureSchema>;
