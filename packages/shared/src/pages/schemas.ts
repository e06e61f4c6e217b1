import { z } from "zod";
import { accessNameSchema } from "../accounts/fields";
import { idParamsSchema, pageQuery } from "../admin/query";
import { msg } from "../i18n/messages";
import { stripControlCharacters } from "../text";
import { writtenText } from "../text-schema";
import { PAGE_LIMITS, PAGE_SLUG_PATTERN, PAGE_SLUG_RULE, PAGE_VISIBILITIES, RESERVED_PAGE_SLUGS } from "./constants";

/** A page's address below /p/: checked, never changed (a wrong case is refused, not lowered behind the owner's back). */
export const pageSlugSchema = z
  .string({ error: msg("Slug is required.") })
  .trim()
  .min(1, { error: msg("Slug is required."), abort: true })
  .max(PAGE_LIMITS.slug, {
    error: msg("Slug must be at most {max} characters.", { max: PAGE_LIMITS.slug }),
    abort: true,
  })
  .regex(PAGE_SLUG_PATTERN, PAGE_SLUG_RULE)
  .refine((slug) => !RESERVED_PAGE_SLUGS.includes(slug), msg("That slug is reserved: choose another."));

/** GET /core/api/pages/{slug}/: any text (Fastify bounds a parameter); one that is no slug answers 404 like a missing page. */
export const pageSlugParamsSchema = z.object({ slug: z.string() });

/** GET /admin/api/pages/{id}/revisions/{revision}/ */
export const pageRevisionParamsSchema = idParamsSchema.extend({ revision: idParamsSchema.shape.id });

export const pageListQuerySchema = z.object({ page: pageQuery });

export const pageVisibilitySchema = z.enum(PAGE_VISIBILITIES, { error: msg("Choose who may see the page.") });

/** POST /admin/api/pages/ and POST /admin/api/pages/{id}/: the server sanitises the content. */
export const pageFormSchema = z.object({
  title: writtenText({ error: msg("Title is required.") }).pipe(
    z
      .string()
      .min(1, msg("Title is required."))
      .max(PAGE_LIMITS.title, msg("Title must be at most {max} characters.", { max: PAGE_LIMITS.title })),
  ),
  slug: pageSlugSchema,
  content: z
    .string({ error: msg("Content is required.") })
    .max(PAGE_LIMITS.content, msg("Content must be at most {max} characters.", { max: PAGE_LIMITS.content }))
    .transform((value) => stripControlCharacters(value, { multiline: true })),
  visibility: pageVisibilitySchema,
  /** The groups whose members may read it; used when visibility is "groups", dropped otherwise. */
  groups: z
    .array(accessNameSchema, { error: msg("Groups must be a list of group names.") })
    .max(PAGE_LIMITS.groups, msg("Choose at most {max} groups.", { max: PAGE_LIMITS.groups }))
    .default([]),
  published: z.boolean({ error: msg("Choose draft or published.") }),
});
export type PageForm = z.infer<typeof pageFormSchema>;
export type PageFormInput = z.input<typeof pageFormSchema>;

/** GET /core/api/pages/{slug}/: what a reader sees. */
export const pageViewSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitised on the server when it was written. */
  content: z.string(),
  updated_at: z.string(),
});
export type PageView = z.infer<typeof pageViewSchema>;

export const pageSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  visibility: pageVisibilitySchema,
  groups: z.array(z.string()),
  published: z.boolean(),
  updated_at: z.string(),
  /** The last editor's username; null for the site itself or a deleted account. */
  updated_by: z.string().nullable(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** GET /admin/api/pages/: newest change first. */
export const pageListSchema = z.object({
  pages: z.array(pageSummarySchema),
  page: z.number().int(),
  page_count: z.number().int(),
  total: z.number().int(),
});
export type PageList = z.infer<typeof pageListSchema>;

/** GET /admin/api/pages/{id}/: everything the editor needs. */
export const pageDetailSchema = pageSummarySchema.extend({
  content: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

/** The answer to a create, an edit or a restore. */
export const pageSavedSchema = z.object({ message: z.string(), page: pageDetailSchema });
export type PageSaved = z.infer<typeof pageSavedSchema>;

export const pageRevisionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  visibility: pageVisibilitySchema,
  /** Who saved it; null for the site itself or a deleted account. */
  author: z.string().nullable(),
  created_at: z.string(),
});
export type PageRevisionSummary = z.infer<typeof pageRevisionSummarySchema>;

/** GET /admin/api/pages/{id}/revisions/?page=n: newest first. */
export const pageRevisionListSchema = z.object({
  revisions: z.array(pageRevisionSummarySchema),
  page: z.number().int(),
  page_count: z.number().int(),
  total: z.number().int(),
});
export type PageRevisionList = z.infer<typeof pageRevisionListSchema>;

/** GET /admin/api/pages/{id}/revisions/{revision}/ */
export const pageRevisionSchema = pageRevisionSummarySchema.extend({
  page_id: z.number().int(),
  page_title: z.string(),
  content: z.string(),
  groups: z.array(z.string()),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;

/** GET /admin/api/groups/: every group there is, for pickers. */
export const groupNamesSchema = z.object({ groups: z.array(z.string()) });
export type GroupNames = z.infer<typeof groupNamesSchema>;
