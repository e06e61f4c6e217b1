import { z } from "zod";
import { msg } from "../i18n/messages";
import { LIMITS } from "../limits";
import { writtenText } from "../text-schema";
import {
  HEX_COLOUR_PATTERN,
  NEWS_SERVER_ID_PATTERN,
  NEWS_TEMPLATE_LISTS,
  NEWS_USERNAME_PATTERN,
  type NewsTemplateList,
  unknownVariables,
  unknownVariablesMessage,
} from "./constants";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** /mc2/api/news/{inspect,edit,delete}/{id}/ */
export const newsNetworkIdParamsSchema = z.object({ id: idSchema });

const requiredName = (label: string, max: number) =>
  writtenText({ error: `${label} is required.` }).pipe(
    z
      .string()
      .min(1, { message: `${label} is required.`, abort: true })
      .max(max, `${label} must be at most ${max} characters.`),
  );

/** Exactly three characters as a person counts them (an emoji is one), spec §9. */
const shortNameSchema = writtenText({ error: msg("Short name is required.") }).pipe(
  z
    .string()
    .min(1, { message: msg("Short name is required."), abort: true })
    .refine((value) => Array.from(value).length === LIMITS.networkShortName, {
      message: msg("Short name must be exactly {count} characters.", { count: LIMITS.networkShortName }),
    }),
);

const colourSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.`, abort: true })
    .regex(HEX_COLOUR_PATTERN, `${label} must be a hex colour like #1a2b3c.`)
    .transform((value) => value.toLowerCase());

/** Empty means none. */
const serverIdSchema = z
  .string({ error: msg("Server id must be text.") })
  .trim()
  .max(
    LIMITS.newsServerIdLength,
    msg("Server id must be at most {max} characters.", { max: LIMITS.newsServerIdLength }),
  )
  .refine((value) => value === "" || NEWS_SERVER_ID_PATTERN.test(value), {
    message: msg("Server id may only contain letters, digits, and _ . : -"),
  })
  .nullish()
  .transform((value) => (value ? value : null));

const usernameSchema = z
  .string({ error: msg("Player name must be text.") })
  .trim()
  .min(1, { message: msg("Player name cannot be blank."), abort: true })
  .max(
    LIMITS.newsUsernameLength,
    msg("Player name must be at most {max} characters.", { max: LIMITS.newsUsernameLength }),
  )
  .regex(NEWS_USERNAME_PATTERN, msg("Player name may only contain letters, digits, and _ . -"));

/** Allowed players, each once whatever its case (the feed compares `?un=` without case). */
const allowedUsernamesSchema = z
  .array(usernameSchema, { error: msg("Allowed players must be a list.") })
  .max(LIMITS.newsAllowedUsernames, msg("At most {max} allowed players.", { max: LIMITS.newsAllowedUsernames }))
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      const key = name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: `${name} is already in the list.` });
      seen.add(key);
    });
  })
  .default([]);

/** One list of templates: the first entry is required (it cannot be removed), each uses only its list's variables. */
const templateListSchema = (list: NewsTemplateList) =>
  z
    .array(
      writtenText({ error: msg("Each entry must be text.") }).pipe(
        z
          .string()
          .min(1, { message: msg("Entry cannot be blank."), abort: true })
          .max(
            LIMITS.newsTemplateLength,
            msg("Entry must be at most {max} characters.", { max: LIMITS.newsTemplateLength }),
          )
          .superRefine((template, ctx) => {
            const unknown = unknownVariables(list, template);
            if (unknown.length > 0) ctx.addIssue({ code: "custom", message: unknownVariablesMessage(list, unknown) });
          }),
      ),
      {
        error: (issue) =>
          issue.input === undefined ? msg("This list is required.") : msg("This list must be a list of entries."),
      },
    )
    .min(1, msg("Keep at least the first entry."))
    .max(LIMITS.newsTemplateEntries, msg("At most {max} entries.", { max: LIMITS.newsTemplateEntries }));

const templateListsShape = Object.fromEntries(NEWS_TEMPLATE_LISTS.map((list) => [list, templateListSchema(list)])) as {
  [K in NewsTemplateList]: ReturnType<typeof templateListSchema>;
};

const RESTRICTION_FIELDS = new Set(["is_locked", "server_id", "allowed_usernames"]);
export const LOCKED_NEEDS_RESTRICTION = msg("A locked network needs a server id or at least one allowed player.");

/**
 * POST /mc2/api/news/create/ and /mc2/api/news/edit/{id}/: the §3 entity's fields. A locked network
 * needs a server id or an allowed player (the server id wins in the feed when both are given).
 */
export const newsNetworkFormSchema = z
  .object({
    network_name_on_website: requiredName("Name on website", LIMITS.networkName),
    network_name: requiredName("Network name", LIMITS.networkName),
    network_name_short: shortNameSchema,
    logo_background_colour: colourSchema("Background colour"),
    logo_text_colour: colourSchema("Text colour"),
    logo_stroke: colourSchema("Stroke colour"),
    is_locked: z.boolean({ error: msg("Locked must be true or false.") }),
    server_id: serverIdSchema,
    allowed_usernames: allowedUsernamesSchema,
    ...templateListsShape,
  })
  .superRefine(
    (form, ctx) => {
      if (!form.is_locked || form.server_id || form.allowed_usernames.length > 0) return;
      for (const path of ["server_id", "allowed_usernames"]) {
        ctx.addIssue({ code: "custom", path: [path], message: LOCKED_NEEDS_RESTRICTION });
      }
    },
    // Said together with the other fields' errors, as long as the restriction fields themselves are sound.
    {
      when: (payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !Array.isArray(payload.value) &&
        !payload.issues.some((issue) => RESTRICTION_FIELDS.has(String(issue.path?.[0]))),
    },
  );
export type NewsNetworkForm = z.infer<typeof newsNetworkFormSchema>;
/** What the forms send (before the server's trimming and defaults). */
export type NewsNetworkFormInput = z.input<typeof newsNetworkFormSchema>;

const templateListsOut = Object.fromEntries(NEWS_TEMPLATE_LISTS.map((list) => [list, z.array(z.string())])) as {
  [K in NewsTemplateList]: z.ZodArray<z.ZodString>;
};

/** The eleven lists as stored (JSON text in one column), read back. */
export const newsTemplatesSchema = z.object(templateListsOut);
export type NewsTemplates = z.infer<typeof newsTemplatesSchema>;

const networkFields = {
  id: z.number(),
  network_name_on_website: z.string(),
  network_name: z.string(),
  network_name_short: z.string(),
  logo_background_colour: z.string(),
  logo_text_colour: z.string(),
  logo_stroke: z.string(),
  is_locked: z.boolean(),
};

/** One of the signed-in user's networks on the hub (spec §3 custom_news). */
export const newsNetworkSummarySchema = z.object({ ...networkFields, updated_at: z.string() });
export type NewsNetworkSummary = z.infer<typeof newsNetworkSummarySchema>;

/** GET /mc2/api/home-page/ */
export const newsHomeSchema = z.object({
  custom_news: z.array(newsNetworkSummarySchema),
  total_news_networks: z.number(),
});
export type NewsHome = z.infer<typeof newsHomeSchema>;

/** GET /mc2/api/news/inspect/{id}/: every §3 field, the feed's url_to_copy, and who may change it. */
export const newsNetworkDetailSchema = z.object({
  ...networkFields,
  server_id: z.string().nullable(),
  allowed_usernames: z.array(z.string()),
  ...templateListsOut,
  url_to_copy: z.string(),
  /** The account that made it (the owner group may inspect anyone's). */
  owner: z.string(),
  /** Only the network's owner edits and deletes it. */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsNetworkDetail = z.infer<typeof newsNetworkDetailSchema>;

/** 201 of create, 200 of edit. */
export const newsNetworkSavedSchema = z.object({ news_id: z.number() });
export type NewsNetworkSaved = z.infer<typeof newsNetworkSavedSchema>;

/** GET /mc2/api/feed/{feed_id}/: the public id; anything malformed is simply not found. */
export const newsFeedParamsSchema = z.object({ feed_id: z.string().max(200) });

/** The game appends `?un=<player>`; a server passes `?server=<its id>`. */
export const newsFeedQuerySchema = z.object({
  un: z.string({ error: "un must be given once." }).max(200, "un is too long.").optional(),
  server: z.string({ error: "server must be given once." }).max(200, "server is too long.").optional(),
});
export type NewsFeedQuery = z.infer<typeof newsFeedQuerySchema>;

const templateVariablesOut = Object.fromEntries(NEWS_TEMPLATE_LISTS.map((list) => [list, z.array(z.string())])) as {
  [K in NewsTemplateList]: z.ZodArray<z.ZodString>;
};

/**
 * The feed document (format 1), README "News networks": self-describing, with the §3 field names.
 * It names neither the owner nor the server id nor the allowed players.
 */
export const newsFeedSchema = z.strictObject({
  format: z.literal(1),
  /** What the original My Colony's custom feeds began with. */
  feedinfo: z.strictObject({ title: z.string(), info: z.string() }),
  feed_id: z.string(),
  network_name: z.string(),
  network_name_short: z.string(),
  network_name_on_website: z.string(),
  logo_background_colour: z.string(),
  logo_text_colour: z.string(),
  logo_stroke: z.string(),
  is_locked: z.boolean(),
  /** What a locked feed checks: `?server=` when the network has a server id, else `?un=`. */
  locked_by: z.enum(["server_id", "allowed_usernames"]).nullable(),
  ...templateListsOut,
  /** The variables each list's templates may use, so a reader knows what to replace. */
  variables: z.strictObject(templateVariablesOut),
  updated_at: z.string(),
});
export type NewsFeed = z.infer<typeof newsFeedSchema>;
