import { z } from "zod";
import { accessNameSchema } from "../accounts/fields";
import { msg } from "../i18n/messages";
import { minecraftLinkSchema } from "../minecraft-link/schemas";
import { optionalQueryText, pageQuery } from "./query";

/** People per page of the owner console's table. */
export const PEOPLE_PAGE_SIZE = 25;
/** Matches are counted up to this many (or to the page asked for): past it the table says "1,000+". */
export const PEOPLE_COUNT_TO = 1000;
/** Custom permissions and groups one person may hold, at most (the form's checkboxes plus free text). */
export const ACCESS_NAMES_MAX = 50;

const flagQuery = z
  .enum(["true", "false"], { error: msg("Must be true or false.") })
  .optional()
  .transform((value) => value === "true");

/** GET /admin/api/people/: a substring of the username or e-mail (any case), filters, the page. */
export const peopleQuerySchema = z.object({
  search: optionalQueryText(254, {
    once: msg("Give Search once."),
    tooLong: msg("Search must be at most {max} characters.", { max: 254 }),
  }),
  group: z.preprocess((value) => (value === "" ? undefined : value), accessNameSchema.optional()),
  unverified: flagQuery,
  deactivated: flagQuery,
  page: pageQuery,
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

export const personSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
  /** Permissions given to the person directly (groups may carry more). */
  permissions: z.array(z.string()),
  is_verified: z.boolean(),
  is_active: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
  /** Whether sign-in asks the person for an authenticator code (issue 29). */
  two_step: z.boolean(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const peopleListSchema = z.object({
  people: z.array(personSummarySchema),
  page: z.number().int(),
  /** Matches counted: exact unless `more`, when at least this many match. */
  total: z.number().int(),
  more: z.boolean(),
  /** Pages of the counted matches (more may follow when `more`). */
  page_count: z.number().int(),
});
export type PeopleList = z.infer<typeof peopleListSchema>;

/** What the person has written: what deleting the account removes, and what it keeps. */
export const personContentSchema = z.object({
  appeals: z.number().int(),
  appeal_comments: z.number().int(),
  announcement_comments: z.number().int(),
  announcements: z.number().int(),
  /** My Colony 2 news networks (their feed URLs stop answering when the account goes). */
  news_networks: z.number().int(),
});
export type PersonContent = z.infer<typeof personContentSchema>;

export const personDetailSchema = personSummarySchema.extend({
  profile_img: z.string().nullable(),
  live_sessions: z.number().int(),
  content: personContentSchema,
  /** Every group that exists, for the checkboxes. */
  known_groups: z.array(z.string()),
  /** The permissions the site checks (spec §6), for the checkboxes; others are custom. */
  known_permissions: z.array(z.string()),
  /** True when this is the only active account in the owner group (it cannot lose the group). */
  is_last_owner: z.boolean(),
  /** The person's linked Minecraft account (issue 32); left out when none. */
  minecraft: minecraftLinkSchema.optional(),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

const accessNames = (words: { notAList: string; tooMany: string }) =>
  z
    .array(accessNameSchema, { error: words.notAList })
    .max(ACCESS_NAMES_MAX, words.tooMany)
    .transform((names) => [...new Set(names)].sort());

/** POST /admin/api/people/{id}/access/: the person's whole set of groups and direct permissions. */
export const accessChangeSchema = z.object({
  groups: accessNames({
    notAList: msg("Groups must be a list."),
    tooMany: msg("At most {max} groups.", { max: ACCESS_NAMES_MAX }),
  }),
  permissions: accessNames({
    notAList: msg("Permissions must be a list."),
    tooMany: msg("At most {max} permissions.", { max: ACCESS_NAMES_MAX }),
  }),
});
export type AccessChangeRequest = z.input<typeof accessChangeSchema>;

export const personChangedSchema = z.object({ message: z.string(), person: personDetailSchema });
export type PersonChanged = z.infer<typeof personChangedSchema>;

export const sessionsEndedSchema = z.object({ message: z.string(), ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;
