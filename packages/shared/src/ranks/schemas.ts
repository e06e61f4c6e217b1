import { z } from "zod";
import { msg } from "../i18n/messages";
import { ACCESS_NAME_PATTERN, ACCESS_NAME_RULE } from "../permissions";
import { HEX_COLOUR } from "../site/colour";
import { writtenText } from "../text-schema";
import { GROUP_PERMISSION_NAMES, RANK_BADGE_MAX, RANK_DESCRIPTION_MAX, RANK_NAME_MAX, RANKS_MAX } from "./constants";

/** The badge beside a member's name: their highest rank that has a colour or a badge, else null. */
export const rankBadgeSchema = z
  .object({ name: z.string(), badge: z.string().nullable(), colour: z.string().nullable() })
  .nullable();
export type RankBadge = z.infer<typeof rankBadgeSchema>;

/** One group as the console's "Ranks" page shows it. */
export const rankSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  colour: z.string().nullable(),
  badge: z.string().nullable(),
  position: z.number().int(),
  is_staff: z.boolean(),
  built_in: z.boolean(),
  permissions: z.array(z.string()),
  members: z.number().int(),
});
export type Rank = z.infer<typeof rankSchema>;

/** GET /admin/api/ranks/: every group, highest rank first. */
export const rankListSchema = z.object({ ranks: z.array(rankSchema) });
export type RankList = z.infer<typeof rankListSchema>;

const blankIsNull = (value: string) => (value === "" ? null : value);

/** POST /admin/api/ranks/ and /admin/api/ranks/{id}/: the whole rank. */
export const rankFormSchema = z.object({
  name: z
    .string({ error: msg("Name must be text.") })
    .trim()
    .min(1, msg("Name cannot be blank."))
    .max(RANK_NAME_MAX, msg("Name must be at most {max} characters.", { max: RANK_NAME_MAX }))
    .regex(ACCESS_NAME_PATTERN, ACCESS_NAME_RULE),
  description: writtenText({ error: msg("Description must be text.") })
    .pipe(
      z
        .string()
        .max(RANK_DESCRIPTION_MAX, msg("Description must be at most {max} characters.", { max: RANK_DESCRIPTION_MAX })),
    )
    .default(""),
  badge: writtenText({ error: msg("Badge must be text.") })
    .pipe(z.string().max(RANK_BADGE_MAX, msg("Badge must be at most {max} characters.", { max: RANK_BADGE_MAX })))
    .transform(blankIsNull)
    .default(null),
  colour: z
    .string({ error: msg("Colour must be text.") })
    .trim()
    .toLowerCase()
    .refine((value) => value === "" || HEX_COLOUR.test(value), msg("Colour must look like #1a2b3c."))
    .transform(blankIsNull)
    .default(null),
  is_staff: z.boolean({ error: msg("Staff must be true or false.") }).default(false),
  permissions: z
    .array(z.enum(GROUP_PERMISSION_NAMES, { error: msg("Not a permission a group can carry.") }), {
      error: msg("Permissions must be a list."),
    })
    .transform((names) => [...new Set(names)].sort())
    .default([]),
});
export type RankForm = z.input<typeof rankFormSchema>;
export type RankFields = z.output<typeof rankFormSchema>;

/** POST /admin/api/ranks/order/: every group's id, highest rank first. */
export const rankOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: msg("The order must be a list of group ids.") })
    .min(1, msg("The order cannot be empty."))
    .max(RANKS_MAX, msg("At most {max} groups.", { max: RANKS_MAX })),
});
export type RankOrder = z.infer<typeof rankOrderSchema>;

export const rankSavedSchema = z.object({ message: z.string(), rank: rankSchema });
export type RankSaved = z.infer<typeof rankSavedSchema>;

export const rankOrderSavedSchema = z.object({ message: z.string(), ranks: z.array(rankSchema) });
export type RankOrderSaved = z.infer<typeof rankOrderSavedSchema>;

/** GET /core/api/staff/: the staff groups in rank order, each member once under their highest one. */
export const staffListSchema = z.object({
  ranks: z.array(
    z.object({
      name: z.string(),
      badge: z.string().nullable(),
      colour: z.string().nullable(),
      members: z.array(z.object({ username: z.string(), profile_img: z.string() })),
    }),
  ),
  /** Staff members past the page's cap, not listed. */
  more: z.number().int(),
});
export type StaffList = z.infer<typeof staffListSchema>;
