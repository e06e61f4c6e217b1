import { z } from "zod";
import { BOT_CHECK_FIELD, botCheckToken } from "../accounts/schemas";
import { msg } from "../i18n/messages";
import { LIMITS } from "../limits";
import { punishmentTypeSchema } from "../punishments/schemas";
import { rankBadgeSchema } from "../ranks/schemas";
import { writtenText } from "../text-schema";
import { APPEAL_LIMITS, APPEAL_STATUSES } from "./constants";

const idSchema = z.coerce
  .number({ error: msg("Must be a number.") })
  .int(msg("Must be a whole number."))
  .positive(msg("Must be 1 or more."))
  .max(2_147_483_647, msg("Is too large."));

export const appealStatusSchema = z.enum(APPEAL_STATUSES, {
  error: msg("Must be one of {values}.", { values: APPEAL_STATUSES.join(", ") }),
});

export const appealIdParamsSchema = z.object({ id: idSchema });

/** POST /punished/api/appeal/verify/ */
export const appealVerifyRequestSchema = z.object({
  player_name: writtenText({ error: msg("Player name is required.") }).pipe(
    z
      .string()
      .min(1, msg("Player name is required."))
      .max(
        LIMITS.appealVerifyName,
        msg("Player name must be at most {max} characters.", { max: LIMITS.appealVerifyName }),
      ),
  ),
  punishment_type: punishmentTypeSchema,
});
export type AppealVerifyRequest = z.infer<typeof appealVerifyRequestSchema>;

/** The punishment a verify finds; the create page shows it and sends its id back. */
export const appealPunishmentSchema = z.object({
  id: z.number().int(),
  type: punishmentTypeSchema,
  date: z.string(),
  player: z.string(),
  reason: z.string(),
  actioned_by: z.string(),
  until: z.string().nullable(),
});
export type AppealPunishment = z.infer<typeof appealPunishmentSchema>;

/** POST /punished/api/appeal/create/ */
export const appealCreateRequestSchema = z.object({
  punishment_id: idSchema,
  appeal_message: writtenText({ multiline: true, error: msg("Reason cannot be blank.") }).pipe(
    z
      .string()
      .min(1, msg("Reason cannot be blank."))
      .max(APPEAL_LIMITS.message, msg("Reason must be at most {max} characters.", { max: APPEAL_LIMITS.message })),
  ),
  [BOT_CHECK_FIELD]: botCheckToken,
});
export type AppealCreateRequest = z.infer<typeof appealCreateRequestSchema>;

export const appealCreatedSchema = z.object({ appeal_id: z.number().int() });
export type AppealCreated = z.infer<typeof appealCreatedSchema>;

const booleanText = (name: string) =>
  z.enum(["true", "false"], { error: `${name} must be true or false.` }).transform((value) => value === "true");

/**
 * GET /punished/api/appeal/for-punishment/{id}/: the caller's newest appeal of that punishment, or
 * null (issue 27). The public punishment detail stays the same for everyone (and cacheable); this
 * private answer lets its page say "You appealed this on …" instead of offering a second appeal.
 */
export const ownAppealSchema = z.object({
  appeal: z
    .object({
      id: z.number().int(),
      status: appealStatusSchema,
      is_opened: z.boolean(),
      date_created: z.string(),
    })
    .nullable(),
});
export type OwnAppeal = z.infer<typeof ownAppealSchema>;

/** GET /punished/api/appeal/list/ and …/list/admin/: is_open is required, page is 1-based. */
export const appealListQuerySchema = z.object({
  is_open: booleanText("is_open"),
  page: z
    .string({ error: msg("Give the page once.") })
    .regex(/^\d+$/, msg("Page must be a whole number."))
    .transform(Number)
    .pipe(z.number().min(1, msg("Page must be 1 or more.")).max(1_000_000, msg("Page must be at most 1000000.")))
    .default(1),
});
export type AppealListQuery = z.infer<typeof appealListQuerySchema>;

/** Spec §3 Appeal list item; `punishment` is the punishment's type. */
export const appealListItemSchema = z.object({
  id: z.number().int(),
  punishment: punishmentTypeSchema,
  /** The punished player and the punishment's reason (issue 18: what an administrator reads first). */
  player: z.string(),
  reason: z.string(),
  status: appealStatusSchema,
  date_created: z.string(),
  date_last_updated: z.string(),
  /** Null until someone acts on the appeal, or once that account is gone. */
  last_updated_by: z.string().nullable(),
  submitted_by: z.string(),
});
export type AppealListItem = z.infer<typeof appealListItemSchema>;

/** pageNumbers is 1..pageCount, like the punishment list. */
export const appealListSchema = z.object({
  appeals: z.array(appealListItemSchema),
  pageNumbers: z.array(z.number().int()),
});
export type AppealList = z.infer<typeof appealListSchema>;

/** Spec §3 Appeal detail: the appeal with its punishment. */
export const appealDetailSchema = z.object({
  id: z.number().int(),
  status: appealStatusSchema,
  is_opened: z.boolean(),
  submitted_by: z.string(),
  /** The default picture when the submitter has none. */
  submitted_by_profile_img: z.string(),
  date_created: z.string(),
  date_last_updated: z.string(),
  last_updated_by: z.string().nullable(),
  appeal_message: z.string(),
  punishment: z.object({
    id: z.number().int(),
    type: punishmentTypeSchema,
    date: z.string(),
    actioned_by: z.string(),
    player: z.string(),
    reason: z.string(),
    /**
     * Whether the ban or mute still holds (issue 27): approving an appeal does not lift it, the game
     * server (or the LiteBans sync) does, and an administrator sees whether that has happened.
     */
    is_active: z.boolean(),
  }),
});
export type AppealDetail = z.infer<typeof appealDetailSchema>;

/** Spec §3 appeal comment, plus whether the caller may delete it (its author and administrators). */
export const appealCommentSchema = z.object({
  id: z.number().int(),
  posted_by: z.string(),
  /** The default picture when the author has none. */
  user_profile_img: z.string(),
  comment: z.string(),
  created_at: z.string(),
  can_delete: z.boolean(),
  /** The author's highest rank with a colour or badge (issue 30). */
  rank_badge: rankBadgeSchema,
  /** The author's verified Minecraft name (issue 32); left out when their account is not linked. */
  minecraft_name: z.string().optional(),
});
export type AppealComment = z.infer<typeof appealCommentSchema>;

/** Another open appeal of the same punishment, as administrators see it beside the one they inspect. */
export const otherOpenAppealSchema = z.object({
  id: z.number().int(),
  submitted_by: z.string(),
  status: appealStatusSchema,
  date_created: z.string(),
});
export type OtherOpenAppeal = z.infer<typeof otherOpenAppealSchema>;

/** GET /punished/api/appeal/inspect/{id}/: the appeal, its comments (oldest first) and what the caller may do. */
export const appealViewSchema = z.object({
  appeal: appealDetailSchema,
  comments: z.array(appealCommentSchema),
  /** The punishment's other open appeals, oldest first: for administrators only (empty for others). */
  other_open_appeals: z.array(otherOpenAppealSchema),
  /** Administrators change the status and the opened flag. */
  can_modify: z.boolean(),
  can_comment: z.boolean(),
  /**
   * For administrators (issue 32): whether the submitter's linked Minecraft account was the punished
   * player when the appeal was made. Left out for others.
   */
  submitted_by_verified: z.boolean().optional(),
});
export type AppealView = z.infer<typeof appealViewSchema>;

/** POST /punished/api/appeal/inspect/{id}/modify/ */
export const appealModifyRequestSchema = z.object({
  status: appealStatusSchema,
  is_opened: z.boolean({ error: "is_opened must be true or false." }),
});
export type AppealModifyRequest = z.infer<typeof appealModifyRequestSchema>;

export const appealModifiedSchema = z.object({ message: z.string(), appeal: appealDetailSchema });
export type AppealModified = z.infer<typeof appealModifiedSchema>;

/**
 * POST /punished/api/appeal/inspect/{id}/close-others/: an administrator keeps this appeal and
 * closes the punishment's other open appeals as Denied, in one action.
 */
export const appealOthersClosedSchema = z.object({ message: z.string(), closed: z.number().int() });
export type AppealOthersClosed = z.infer<typeof appealOthersClosedSchema>;

/** POST /punished/api/appeal/inspect/comment/post/: plain text, never HTML. */
export const appealCommentPostSchema = z.object({
  appeal_id: idSchema,
  comment: writtenText({ multiline: true, error: msg("Comment cannot be blank.") }).pipe(
    z
      .string()
      .min(1, msg("Comment cannot be blank."))
      .max(APPEAL_LIMITS.comment, msg("Comment must be at most {max} characters.", { max: APPEAL_LIMITS.comment })),
  ),
});
export type AppealCommentPost = z.infer<typeof appealCommentPostSchema>;

export const appealCommentPostedSchema = z.object({ message: z.string(), comment: appealCommentSchema });
export type AppealCommentPosted = z.infer<typeof appealCommentPostedSchema>;

/** GET and POST /punished/api/appeal/notifications/: an administrator's e-mail on each new appeal. */
export const appealNotificationsSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false." }),
});
export type AppealNotifications = z.infer<typeof appealNotificationsSchema>;
