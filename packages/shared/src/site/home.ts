import { z } from "zod";
import { msg } from "../i18n/messages";
import { writtenText } from "../text-schema";
import { HOME_BLOCKS, HOME_LIMITS } from "./home-defaults";

const http = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** An internal path: one slash, then no second one (never `//host`) and no backslash. */
const internal = /^\/(?![/\\])[^\s\\]*$/;

const text = (max: number, label: string, multiline = false) =>
  writtenText({ multiline }).pipe(z.string().max(max, `${label} must be at most ${max} characters.`));

const linkOf = (label: string, allowInternal: boolean) =>
  writtenText().pipe(
    z
      .string()
      .min(1, `${label} is required.`)
      .max(HOME_LIMITS.link, `${label} must be at most ${HOME_LIMITS.link} characters.`)
      .refine((value) => http.test(value) || (allowInternal && internal.test(value)), {
        error: allowInternal
          ? `${label} must be a path on this site (/rules/) or start with https:// or http://.`
          : `${label} must start with https:// or http://.`,
      }),
  );

export const voteLinkSchema = z.object({
  label: writtenText({ error: msg("Label is required.") }).pipe(
    z
      .string()
      .min(1, msg("Label is required."))
      .max(HOME_LIMITS.voteLabel, msg("Label must be at most {max} characters.", { max: HOME_LIMITS.voteLabel })),
  ),
  url: linkOf("Link", false),
});
export type VoteLink = z.infer<typeof voteLinkSchema>;

/** The home page as the owner sets it (GET and POST /admin/api/home/). */
export const homeSettingsSchema = z.object({
  /** "" shows the site's name, as a new site's home page does. */
  hero_title: text(HOME_LIMITS.heroTitle, "Title"),
  /** Plain text; its line breaks are kept. */
  hero_text: text(HOME_LIMITS.heroText, "Text", true),
  /** A button under the text, or none. */
  cta: z
    .object({
      label: writtenText({ error: msg("Button label is required.") }).pipe(
        z
          .string()
          .min(1, msg("Button label is required."))
          .max(
            HOME_LIMITS.ctaLabel,
            msg("Button label must be at most {max} characters.", { max: HOME_LIMITS.ctaLabel }),
          ),
      ),
      link: linkOf("Button link", true),
    })
    .nullable(),
  /** Every block once, in the order shown, each on or off. */
  blocks: z
    .array(z.object({ type: z.enum(HOME_BLOCKS), enabled: z.boolean() }))
    .length(HOME_BLOCKS.length, msg("List every block once."))
    .refine((blocks) => new Set(blocks.map((block) => block.type)).size === HOME_BLOCKS.length, {
      error: msg("List every block once."),
    }),
  announcements_count: z
    .number()
    .int()
    .min(
      HOME_LIMITS.announcements.min,
      msg("Show at least {min} announcement.", { min: HOME_LIMITS.announcements.min }),
    )
    .max(
      HOME_LIMITS.announcements.max,
      msg("Show at most {max} announcements.", { max: HOME_LIMITS.announcements.max }),
    ),
  /** The custom page the page block shows; null for none. */
  page_id: z.number().int().positive().nullable(),
  vote_links: z
    .array(voteLinkSchema)
    .max(HOME_LIMITS.voteLinks, msg("At most {max} vote links.", { max: HOME_LIMITS.voteLinks })),
});
export type HomeSettingsForm = z.input<typeof homeSettingsSchema>;

/** The settings as stored and answered (plain values: the checks above ran when they were saved). */
export const homeSettingsOutSchema = z.object({
  hero_title: z.string(),
  hero_text: z.string(),
  cta: z.object({ label: z.string(), link: z.string() }).nullable(),
  blocks: z.array(z.object({ type: z.enum(HOME_BLOCKS), enabled: z.boolean() })),
  announcements_count: z.number().int(),
  page_id: z.number().int().nullable(),
  vote_links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type HomeSettings = z.infer<typeof homeSettingsOutSchema>;

/** A page the page block can show: published, and everyone may read it. */
export const homePageChoiceSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });

/** GET /admin/api/home/: the settings, and the pages the page block may show. */
export const homeSettingsViewSchema = z.object({
  settings: homeSettingsOutSchema,
  page_choices: z.array(homePageChoiceSchema),
});
export type HomeSettingsView = z.infer<typeof homeSettingsViewSchema>;

export const homeSettingsSavedSchema = z.object({ message: z.string(), settings: homeSettingsOutSchema });
export type HomeSettingsSaved = z.infer<typeof homeSettingsSavedSchema>;

/**
 * GET /core/api/home/: what the home page renders. The page block names its page's slug only while
 * the page is published and everyone may read it (otherwise null: the block quietly disappears).
 */
export const homeViewSchema = z.object({
  hero_title: z.string(),
  hero_text: z.string(),
  cta: z.object({ label: z.string(), link: z.string() }).nullable(),
  blocks: z.array(z.enum(HOME_BLOCKS)),
  announcements_count: z.number().int(),
  page: z.object({ slug: z.string(), title: z.string() }).nullable(),
  vote_links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type HomeView = z.infer<typeof homeViewSchema>;
